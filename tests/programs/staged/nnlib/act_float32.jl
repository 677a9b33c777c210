# Float32 in, Float32 out in staged broadcasts: the values NNlib's doctests print (src/activations.jl).
using NNlib
tanhs(x) = (tanh.(x), tanh_fast.(x))
sigmoids(x) = (sigmoid.(x), sigmoid_fast.(x), hardσ.(x))
exps(x) = (elu.(x), elu.(x, 2), selu.(x), celu.(x))
misc(x) = (softsign.(x), softplus.(x), leakyrelu.(x, 0.2), leakyrelu.(x, 0.02), tanhshrink.(x), softshrink.(x))
println(tanhs(Float32[0.5]))
println(sigmoids(Float32[0.2]))
println(exps(Float32[-10.0]))
println(misc(Float32[-10.0, 1.0, 10.0, 16.0, 100.0]))
