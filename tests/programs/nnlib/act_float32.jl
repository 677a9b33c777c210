# Float32 in, Float32 out: the values printed by the doctests in NNlib's src/activations.jl.
using NNlib
println(tanh(0.5f0), " ", tanh_fast(0.5f0))
println(sigmoid(0.2f0), " ", sigmoid_fast(0.2f0), " ", hardσ(0.2f0))
println(elu(-10.0f0), " ", elu(-10.0f0, 2))
println(selu(-10.0f0), " ", celu(-10.0f0))
println(softsign(1.0f0), " ", softsign(100.0f0), " ", softplus(16.0f0))
println(leakyrelu(-10.0f0, 0.2), " ", leakyrelu(-10.0f0, 0.02))
println(tanhshrink.((-10.0f0, 10.0f0)), " ", softshrink.((-10.0f0, 10.0f0)))
x = Float32[-2.0, -0.5, 0.0, 0.75, 3.0]
println(eltype(gelu.(x)), " ", eltype(swish.(x)), " ", eltype(softplus.(x)), " ", eltype(leakyrelu.(x)))
println(maximum(abs.(tanh_fast.(x) .- tanh.(x))) < 1.0f-6)
