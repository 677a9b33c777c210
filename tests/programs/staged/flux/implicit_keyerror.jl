# Grads are indexed by the parameter arrays: another array is a KeyError, as in Zygote.
using Flux
m = Dense(2 => 1)
x = Float32[1 2 3; 4 5 6]
gs = gradient(() -> sum(m(x)), Flux.params(m))
println(haskey(gs, m.bias), " ", haskey(gs, x))
gs[x]
