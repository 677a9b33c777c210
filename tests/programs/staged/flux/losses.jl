# Flux.Losses against PyTorch (make_fixtures.py) in Float64 (within 1e-10) and Float32 (1e-5):
# mse, mae, huber_loss, logitcrossentropy, crossentropy, binarycrossentropy, logitbinarycrossentropy
# and kldivergence with agg = mean, and agg = sum; then the examples of Flux's docstrings, and
# onehot / onehotbatch / onecold (OneHotArrays), also in compiled code.
using Flux
using Flux.Losses: mse, mae, huber_loss, logitcrossentropy, crossentropy, binarycrossentropy,
                   logitbinarycrossentropy, kldivergence, label_smoothing

function all_losses(yh, y, p, t, yb, lg)
    return (mse(yh, t), mae(yh, t), mse(yh, t; agg = sum), huber_loss(yh, t), logitcrossentropy(yh, y),
            logitcrossentropy(yh, y; agg = sum), crossentropy(p, y), binarycrossentropy(σ.(lg), yb),
            logitbinarycrossentropy(lg, yb), kldivergence(softmax(yh), p))
end
const names = ("mse", "mae", "mse sum", "huber", "logitce", "logitce sum", "crossentropy", "binaryce", "logitbinaryce", "kldivergence")

function check(T, tag)
    tol = T == Float64 ? 1e-10 : 1e-5
    yh = T.(read_npy("data/loss_yhat.npy"))
    y = T.(Flux.onehotbatch(read_npy("data/loss_labels.npy"), 0:3))
    p = T.(read_npy("data/loss_prob.npy"))
    t = T.(read_npy("data/loss_target.npy"))
    yb = T.(read_npy("data/loss_ybin.npy"))
    lg = T.(read_npy("data/loss_logit.npy"))
    vals = all_losses(yh, y, p, t, yb, lg)
    ref = read_npy("data/loss_$tag.npy")
    for (i, v) in enumerate(vals)
        println(tag, " ", rpad(names[i], 14), typeof(v), " ", abs(v - ref[i]) <= tol * abs(ref[i]))
    end
end

check(Float64, "f64")
check(Float32, "f32")

# Flux's docstring examples (their printed values, within 1e-6)
near(a, b) = abs(a - b) <= 1e-6 * abs(b)
println(Flux.mae([1.1, 1.9, 3.1], 1:3), " ", Flux.mse([1.1, 1.9, 3.1], 1:3))
y_label = Flux.onehotbatch([0, 1, 2, 1, 0], 0:2)
y_model = softmax(reshape(-7:7, 3, 5) .* 1.0f0)
println(near(crossentropy(y_model, y_label), 1.6076053f0), " ", near(crossentropy(y_model, y_label; agg = sum), 5 * 1.6076053f0))
y_smooth = label_smoothing(y_label, 0.15f0)
println(round.(y_smooth; digits = 6), " ", near(crossentropy(y_model, y_smooth), 1.5776052f0))
y_label = Flux.onehotbatch(collect("abcabaa"), 'a':'c')
y_model = reshape(vcat(-9:0, 0:9, 7.5f0), 3, 7)
println(y_label, " ", near(logitcrossentropy(y_model, y_label), 1.5791205f0), " ", near(crossentropy(softmax(y_model), y_label), 1.5791197f0))
y_bin = Bool[1, 0, 1]
y_prob = softmax(reshape(vcat(1:3, 3:5), 2, 3) .* 1.0f0)
println(near(binarycrossentropy(y_prob[2, :], y_bin), 0.43989f0), " ", near(crossentropy(y_prob, Flux.onehotbatch(y_bin, 0:1)), 0.43989f0))
y_model = Float32[2, -1, pi]
println(near(logitbinarycrossentropy(y_model, y_bin), 0.160832f0), " ", near(binarycrossentropy(sigmoid.(y_model), y_bin), 0.16083185f0))
p1, p2 = [1 0; 0 1], fill(0.5, 2, 2)
println(kldivergence(p2, p1) ≈ log(2), " ", kldivergence(p2, p1; agg = sum) ≈ 2log(2), " ", kldivergence(p2, p2; eps = 0), " ", kldivergence(p1, p2; eps = 0))
# huber_loss by hand: errors 0.5 and 3 give 0.5 * 0.25 and 1 * (3 - 0.5)
println(huber_loss([1.5, 4.0], [1.0, 1.0]), " ", huber_loss([1.5, 4.0], [1.0, 1.0]; delta = 4, agg = sum))

# one-hot encoding
println(Flux.onehot(:b, (:a, :b, :c)), " ", Flux.onehot(7, 1:3, 2), " ", Flux.onehotbatch([1, 5, 2], 1:3, 3))
println(Flux.onehotbatch([3 1; 2 3], 1:3) |> size, " ", Flux.onecold([0.1, 0.7, 0.2]), " ", Flux.onecold([0.1, 0.7, 0.2], "abc"))
scores = [0.1 0.9 0.3 0.0; 0.8 0.05 0.3 0.2; 0.1 0.05 0.4 0.8]
println(Flux.onecold(scores), " ", Flux.onecold(scores, [:x, :y, :z]))
# in compiled code: the classes of a batch, and accuracy against labels
predict(s) = Flux.onecold(s)
accuracy(s, labels) = sum(Flux.onecold(s, 0:2) .== labels) / length(labels)
encode(labels) = Flux.onehotbatch(labels, 0:2, 0)
println(predict(scores), " ", accuracy(scores, [1, 0, 2, 1]), " ", encode([2, 0, 7]))
