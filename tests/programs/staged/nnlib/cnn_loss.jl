# A classification loss staged: conv -> relu -> global meanpool -> dense -> logsoftmax, then the
# mean cross-entropy against one-hot labels and the accuracy from argmax per column.
using NNlib
function loss(x, w, W, y)
    h = relu.(conv(x, w))
    h = meanpool(h, (size(h, 1), size(h, 2)))
    logits = W * reshape(h, size(h, 3), size(h, 4))
    lp = logsoftmax(logits)
    -sum(y .* lp) / size(y, 2), lp
end
x = reshape(collect(0.0:74.0) .% 9 ./ 4 .- 1, 5, 5, 1, 3)
w = reshape(collect(0.0:17.0) .% 5 ./ 4 .- 0.5, 3, 3, 1, 2)
W = [1.0 -0.5; -1.0 2.0; 0.5 0.25]
y = [1.0 0.0 0.0; 0.0 1.0 0.0; 0.0 0.0 1.0]
l, lp = loss(x, w, W, y)
println(round(l; digits=10))
println(round.(lp; digits=10))
println([argmax(lp[:, j]) for j in 1:3])
