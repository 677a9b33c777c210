# dropout keeps each element (or each slice, with dims) scaled by 1/(1 - p) where a uniform draw
# from rand! exceeds p; p = 0 is the identity (Flux's Dropout when not training).
# Values from tests/oracles/nnlib_host/dropout_oracle.py (Julia's Xoshiro streams).
using NNlib
using Random
x = reshape(collect(1.0:12.0) .- 6, 3, 4)
println(dropout(Xoshiro(42), x, 0.5))
println(dropout(Xoshiro(42), x, 0.5; dims=2))
println(dropout(x, 0.0) === x, " ", dropout([1, 2], 0.0))
Random.seed!(7)
println(dropout(x, 0.25))
y = similar(x)
println(dropout!(Xoshiro(1), y, x, 0.5) === y, " ", y)
println(dropout(Xoshiro(3), Float32.(x), 0.3))
