# A program's own layers with Flux.@layer / Flux.@functor (accepted, nothing to do: every struct is a
# functor) and Flux.trainable: setup gives Leafs for the trainable arrays only, gradients are
# NamedTuples with numbers for number fields, update! steps the trainable arrays in place (at host level
# and compiled). Values by hand: m(x) = w .* (2 (W x + b)) .+ c.
using Flux
struct Affine
    W::Matrix{Float64}
    b::Vector{Float64}
    scale::Float64
end
Flux.@layer Affine
(a::Affine)(x) = a.scale .* (a.W * x .+ a.b)
struct Frozen
    w::Vector{Float64}
    c::Vector{Float64}
end
Flux.@functor Frozen
Flux.trainable(f::Frozen) = (; w = f.w)
(f::Frozen)(x) = f.w .* x .+ f.c
m = Chain(Affine([1.0 2.0; 3.0 4.0], [0.0, 1.0], 2.0), Frozen([1.0, -1.0], [5.0, 5.0]))
x = [1.0, 1.0]
st = Flux.setup(Descent(0.1), m)
println(st)
l, g = Flux.withgradient(m -> sum(m(x)), m)
println(g[1])
Flux.update!(st, m, g[1])
println(m[1].W, " ", m[2].w, " ", m[2].c, " ", m[1].scale)
step!(m, st, x) = Flux.update!(st, m, Flux.gradient(m -> sum(m(x)), m)[1])
step!(m, st, x)
println(m[1].W, " ", m[2].w, " ", m[2].c)
println(Flux.f32(m)[1].W)
