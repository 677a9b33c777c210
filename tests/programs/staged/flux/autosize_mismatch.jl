# @autosize checks the sizes written out: a Dense that does not fit what the layers before it give
# is Flux's DimensionMismatch, found while staging, before anything runs.
using Flux

ok = Flux.@autosize (28, 28, 1, 1) Chain(Conv((5, 5), 1=>6, relu), MaxPool((2, 2)), Flux.flatten, Dense(864 => 10))
println(ok[4])
println(sum(ok(ones(Float32, 28, 28, 1, 2))) isa Float32)
bad = Flux.@autosize (28, 28, 1, 1) Chain(Conv((5, 5), 1=>6, relu), MaxPool((2, 2)), Flux.flatten, Dense(256 => 10))
println("not reached")
