struct Affine{M,V}
    W::M
    b::V
end
(a::Affine)(x::AbstractVector) = a.W * x + a.b
(a::Affine)(x::AbstractMatrix) = a.W * x .+ a.b
(::Affine)() = nothing
struct Compose{F,G}
    f::F
    g::G
end
(c::Compose)(args...; kw...) = c.f(c.g(args...; kw...))
layer = Affine(randn(3, 2), zeros(3))
y = layer(ones(2))
