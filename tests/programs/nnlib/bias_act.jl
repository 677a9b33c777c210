# NNlib.fast_act swaps tanh and σ for tanh_fast and sigmoid_fast; NNlib.bias_act!(σ, x, b) is
# fast_act(σ).(x .+ b) (Flux's Dense and Conv use both), written into x when x and b are float arrays.
using NNlib
println(NNlib.fast_act(tanh) === tanh_fast, " ", NNlib.fast_act(σ) === sigmoid_fast, " ", NNlib.fast_act(relu) === relu)
x = [-2.0 0.5; 1.0 -0.25; 3.0 1.5]
b = [0.5, -1.0, 0.25]
z = copy(x)
y = NNlib.bias_act!(relu, z, b)
println(y, " ", y === z)
println(NNlib.bias_act!(tanh, copy(x), b) == tanh_fast.(x .+ b))
# b = false is no bias: identity returns x itself, another activation a new array
z = copy(x)
println(NNlib.bias_act!(identity, z, false) === z, " ", NNlib.bias_act!(relu, z, false), " ", z == x)
println(NNlib.bias_act!(relu, [-1, 2], 1), " ", eltype(NNlib.bias_act!(σ, Float32[0.0, 1.0], Float32[1.0, -1.0])))
