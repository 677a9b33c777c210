# f() is both the vararg method with no arguments and the zero-argument form of the method with a
# default; the zero-argument method is the more specific one.
f(d::Integer...; kw...) = 1
f(r::String = "y"; ikw...) = 2
println(f())
println(f(; a = 1))
println(f(1))
println(f(1, 2; a = 1))
println(f("x"))

# One argument: g(x::Int) is more specific than g(xs::Int...), with or without arguments given.
g(xs::Int...) = ("vararg", length(xs))
g(x::Int = 0) = ("default", x)
println(g())
println(g(5))
println(g(5, 6))

# The same methods defined in the other order.
g2(x::Int = 0) = ("default", x)
g2(xs::Int...) = ("vararg", length(xs))
println(g2())
println(g2(5))
println(g2(5, 6))

# Keywords reach whichever method the positional arguments choose.
k(xs::Integer...; kw...) = ("vararg", length(xs), length(kw))
k(s::String = "y"; kw...) = ("string", s, length(kw))
println(k(; a = 1))
println(k(2; a = 1, b = 2))
println(k("s"; c = 3))
