# selu, celu, elu, logcosh, mish, lisht, tanhshrink against NumPy (activations_oracle.py), to 10 digits.
using NNlib
x = [-5.0, -1.0, -0.25, 0.0, 0.25, 1.0, 5.0]
println(round.(selu.(x); digits=10))
println(round.(celu.(x); digits=10))
println(round.(celu.(x, 2.0); digits=10))
println(round.(elu.(x); digits=10))
println(round.(elu.(x, 0.5); digits=10))
println(round.(logcosh.(x); digits=10))
println(round.(mish.(x); digits=10))
println(round.(lisht.(x); digits=10))
println(round.(tanhshrink.(x); digits=10))
