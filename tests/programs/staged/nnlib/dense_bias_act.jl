# A dense layer act.(W * x .+ b) staged with different activations, and NNlib.bias_act! adding the
# bias and the activation in place inside the staged call (its caller sees the update).
using NNlib
dense(W, x, b) = relu.(W * x .+ b)
dense_sig(W, x, b) = sigmoid.(W * x .+ b)
dense_tanh(W, x, b) = tanh.(W * x .+ b)
inplace!(y, b) = NNlib.bias_act!(relu, y, b)
W = [0.5 -1.0 0.25; 1.5 0.0 -0.5; -0.75 1.0 2.0; 0.0 0.5 -1.0]
x = [1.0 -2.0; 0.5 1.0; -1.0 3.0]
b = [0.25, -0.5, 0.0, 1.0]
println(dense(W, x, b))
println(round.(dense_sig(W, x, b); digits=10))
println(round.(dense_tanh(W, x, b); digits=10))
y = W * x
inplace!(y, b)
println(y == dense(W, x, b))
