# Gradients with respect to structs, tuples and NamedTuples come back as NamedTuple trees with
# `nothing` where nothing flows (Zygote's convention); arrays keep their shapes.
using Zygote

struct Affine
    W::Matrix{Float64}
    b::Vector{Float64}
    name::String
end
(a::Affine)(x) = a.W * x .+ a.b

m = Affine([1.0 2.0; 3.0 4.0], [0.5, -0.5], "layer")
x = [1.0, -1.0]
# loss = sum of squares of W x + b: dW = 2 r x', db = 2 r, with r = W x + b = [-0.5, -1.5].
g = gradient(m -> begin
        r = m(x)
        r[1]^2 + r[2]^2
    end, m)[1]
println(g.W)
println(g.b)
println(g.name)

# A tuple and a NamedTuple as arguments.
println(gradient(t -> t[1] * t[2], (2.0, 3.0)))
println(gradient(p -> p.a^2 + 3p.b, (a = 1.5, b = 2.0, c = "unused")))

# An argument the function never reads gets `nothing`.
println(gradient((a, b) -> 2a, 1.0, [1.0, 2.0]))

# Closures over arrays: the captured array is a constant of the derivative.
c = [2.0, 3.0]
println(gradient(v -> v[1] * c[1] + v[2] * c[2], [1.0, 1.0]))
