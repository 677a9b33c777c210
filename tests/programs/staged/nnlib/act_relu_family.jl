# Piecewise-linear activations broadcast inside a staged function (NNlib's definitions): each
# returns exact values for these inputs, -0.0 kept where NNlib keeps it.
using NNlib
piecewise(x) = (relu.(x), leakyrelu.(x), leakyrelu.(x, 0.2), relu6.(x), hardtanh.(x))
shrinks(x) = (trelu.(x), trelu.(x, 0.25), softshrink.(x), hardσ.(x), hardswish.(x))
x = [-7.0, -3.0, -1.5, -0.25, 0.0, 0.5, 2.0, 7.5]
for v in piecewise(x)
    println(v)
end
for v in shrinks(x)
    println(v)
end
xi = [-3, -1, 0, 2, 9]
println(piecewise(xi)[1], " ", eltype(piecewise(xi)[1]), " ", piecewise(xi)[4])
