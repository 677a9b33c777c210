# gelu is NNlib's tanh approximation x/2 * (1 + tanh(√(2/π) * (x + 0.044715x³))) (gelu === gelu_tanh);
# gelu_sigmoid is the same function written with a sigmoid. Values from activations_oracle.py.
using NNlib
x = [-4.0, -3.0, -1.0, -0.5, -0.1, 0.0, 0.1, 0.5, 1.0, 2.0, 4.0]
y = gelu.(x)
println(round.(y; digits=10))
println(gelu === gelu_tanh)
println(maximum(abs.(gelu_sigmoid.(x) .- y)) < 1e-12)
# the tanh approximation is not erf-gelu: at x = 1 they differ by about 1.6e-5
println(round(gelu(1.0) - 0.8413447460685429; digits=7))
println(round.(tanh_fast.(x); digits=10))
println(maximum(abs.(tanh_fast.(x) .- tanh.(x))) < 1e-14)
# large inputs saturate (tanh_fast is ±1 beyond |x| = 30) instead of overflowing exp to NaN
println(gelu(25.0), " ", gelu(-30.0), " ", tanh_fast(400.0), " ", tanh_fast(-1000.0), " ", gelu(25.0f0))
