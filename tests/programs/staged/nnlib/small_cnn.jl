# A small CNN forward pass staged as one call: conv(pad=1) -> bias + relu -> maxpool ->
# conv(stride=2, pad=1) -> gelu -> meanpool -> flatten -> dense -> softmax. Values: cnn_nnlib.py.
using NNlib
function forward(x, w1, b1, w2, W, b)
    h = relu.(conv(x, w1; pad=1) .+ b1)
    h = maxpool(h, (2, 2))
    h = gelu.(conv(h, w2; stride=2, pad=1))
    h = meanpool(h, (2, 2))
    f = reshape(h, :, size(h, 4))
    logits = W * f .+ b
    logits, softmax(logits), logsoftmax(logits)
end
x = reshape(collect(0.0:127.0) .% 11 ./ 10 .- 0.5, 8, 8, 1, 2)
w1 = reshape(collect(0.0:71.0) .% 7 ./ 7 .- 0.4, 3, 3, 1, 8)
b1 = reshape(collect(1.0:8.0) ./ 20, 1, 1, 8, 1)
w2 = reshape(collect(0.0:287.0) .% 5 ./ 10 .- 0.2, 3, 3, 8, 4)
W = reshape(collect(0.0:11.0) .% 4 .- 1.5, 3, 4)
b = [0.1, -0.2, 0.3]
logits, p, lp = forward(x, w1, b1, w2, W, b)
println(size(logits))
println(round.(vec(logits); digits=8))
println(round.(vec(p); digits=8))
println(round.(vec(lp); digits=8))
println(argmax(p[:, 1]), " ", argmax(p[:, 2]))
