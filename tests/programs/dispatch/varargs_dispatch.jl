# Varargs methods are less specific than fixed-arity ones that match.
f(x) = "one"
f(x, y) = "two"
f(xs...) = "vararg of $(length(xs))"
println(f(), " | ", f(1), " | ", f(1, 2), " | ", f(1, 2, 3))

g(x::Int, rest::Int...) = "ints: $(x + sum(rest; init = 0))"
g(x, rest...) = "mixed"
println(g(1), " | ", g(1, 2, 3), " | ", g(1, 2.0), " | ", g("a"))

# A typed vararg tuple in the signature.
h(t::Tuple{Vararg{Int}}) = "all ints"
h(t::Tuple) = "some tuple"
println(h((1, 2, 3)), " | ", h(()), " | ", h((1, "x")))
# Vararg with a fixed count.
k(t::NTuple{2,Any}) = "pair"
k(t::Tuple) = "not a pair"
println(k((1, 2)), " | ", k((1, 2, 3)))
