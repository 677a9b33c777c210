# gelu (NNlib's tanh approximation) staged on a vector and a matrix, compared with its
# gelu_sigmoid form inside the same call; Float32 stays Float32.
using NNlib
g(x) = gelu.(x)
gap(x) = maximum(abs.(gelu_sigmoid.(x) .- gelu.(x)))
mish_lisht(x) = (mish.(x), lisht.(x), logcosh.(x))
x = [-4.0, -3.0, -1.0, -0.5, -0.1, 0.0, 0.1, 0.5, 1.0, 2.0, 4.0]
println(round.(g(x); digits=10))
println(gap(x) < 1e-12)
m = reshape(x[1:10], 2, 5)
println(round.(g(m); digits=8))
y32 = g(Float32[-1.0, 0.5, 2.0])
println(eltype(y32), " ", round.(Float64.(y32); digits=5))
for v in mish_lisht(x)
    println(round.(v; digits=10))
end
