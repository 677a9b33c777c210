# Instances of a struct become callable by defining (m::T)(args...) methods.
struct Affine
    w::Float64
    b::Float64
end
(a::Affine)(x) = a.w * x + a.b
layer = Affine(2.0, 1.0)
println(layer(3), " ", map(layer, [0, 1]))

struct Poly
    coeffs::Vector{Int}
end
function (p::Poly)(x)
    acc = 0
    for c in reverse(p.coeffs)
        acc = acc * x + c
    end
    return acc
end
p = Poly([1, 0, 2])   # 1 + 2x^2
println(p(0), " ", p(1), " ", p(3))

# Callable with several methods, and a chain of callables.
(a::Affine)(x, y) = a(x) + a(y)
println(layer(1, 2))
struct Chain2
    first
    second
end
(c::Chain2)(x) = c.second(c.first(x))
net = Chain2(Affine(1.0, 1.0), Affine(10.0, 0.0))
println(net(2))
# A callable struct with a type parameter.
struct Scale{T}
    factor::T
end
(s::Scale{T})(x) where {T} = T(s.factor * x)
println(Scale(2)(4), " ", Scale(0.5)(4))
