# f(x::T, y::T) where T is more specific than f(x, y); it applies only when both types are equal.
f(x, y) = "different"
f(x::T, y::T) where {T} = "same $T"
println(f(1, 2), "; ", f(1, 2.0), "; ", f("a", "b"))
g(x::T, y::T) where {T} = "generic"
g(x::Int, y::Int) = "ints"
println(g(1, 2), "; ", g(1.0, 2.0))
