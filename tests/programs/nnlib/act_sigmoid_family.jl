# σ and its relatives against NumPy (tests/oracles/nnlib_host/activations_oracle.py), to 10 digits.
using NNlib
x = [-20.0, -3.0, -0.5, 0.0, 0.5, 3.0, 20.0, 45.0]
println(round.(σ.(x); digits=10))
println(round.(sigmoid_fast.(x); digits=10))
println(round.(logσ.(x); digits=10))
println(round.(softplus.(x); digits=10))
println(round.(swish.(x); digits=10))
println(round.(softsign.(x); digits=10))
println(sigmoid === σ, " ", logsigmoid === logσ)
# far tails: σ keeps a tiny positive value where sigmoid_fast cuts to exactly 0 (x < -80) or 1 (x > 40)
println(σ(-100.0) > 0, " ", sigmoid_fast(-100.0) == 0, " ", sigmoid_fast(41.0) == 1, " ", softplus(800.0))
