# Piecewise-linear activations broadcast over a vector (NNlib src/activations.jl definitions).
using NNlib
x = [-7.0, -3.0, -1.5, -0.25, 0.0, 0.5, 2.0, 7.5]
println(relu.(x))
println(leakyrelu.(x))
println(leakyrelu.(x, 0.2))
println(relu6.(x))
println(hardtanh.(x))
println(trelu.(x))
println(trelu.(x, 0.25))
println(softshrink.(x))
println(softshrink.(x, 1.0))
println(hardσ.(x))
println(hardswish.(x))
println(hardsigmoid === hardσ, " ", thresholdrelu === trelu)
