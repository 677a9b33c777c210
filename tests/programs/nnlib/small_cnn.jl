# A small CNN forward pass from NNlib's pieces, the way Flux's Conv, MaxPool, MeanPool and Dense
# call them (conv is true convolution, bias_act! adds the bias). Values from model_oracle.py (PyTorch).
using NNlib
x = reshape(collect(0.0:127.0) .% 11 ./ 10 .- 0.5, 8, 8, 1, 2)
w1 = reshape(collect(0.0:71.0) .% 7 ./ 7 .- 0.4, 3, 3, 1, 8)
b1 = reshape(collect(1.0:8.0) ./ 20, 1, 1, 8, 1)
h = NNlib.bias_act!(relu, conv(x, w1; pad=1), b1)
h = maxpool(h, (2, 2))
w2 = reshape(collect(0.0:287.0) .% 5 ./ 10 .- 0.2, 3, 3, 8, 4)
h = gelu.(conv(h, w2; stride=2, pad=1))
h = meanpool(h, (2, 2))
println(size(h))
f = reshape(h, 4, 2)
W = reshape(collect(0.0:11.0) .% 4 .- 1.5, 3, 4)
logits = W * f .+ [0.1, -0.2, 0.3]
println(round.(vec(logits); digits=8))
println(round.(vec(softmax(logits)); digits=8))
println(round.(vec(logsoftmax(logits)); digits=8))
