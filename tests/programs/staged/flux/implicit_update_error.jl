# Flux.update! of implicit parameters with a rule of Optimisers.jl (Flux 0.15's `Adam`) is an error
# that names the two ways out, as Flux 0.14's is.
using Flux
m = Dense(2 => 1)
x = rand(Float32, 2, 3)
ps = Flux.params(m)
gs = gradient(() -> sum(m(x)), ps)
Flux.update!(Flux.Optimise.Adam(0.01), ps, gs)
println(length(ps), " ", size(gs[m.weight]))
Flux.update!(Adam(0.01), ps, gs)
