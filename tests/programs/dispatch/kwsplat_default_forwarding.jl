# A method with a default argument and a keyword splat forwards every keyword to its full form;
# here the full form builds a Pair and calls the Pair method, which has the same shape.
f(x::Pair, s = 1; kw...) = 1
f(a::Integer, b::Integer, s = 1; kw...) = f(a => b, s; kw...)
println(f(3, 2))
println(f(3, 2, 5))
println(f(3, 2; z = 1))

g(x::Pair, s = 10; kw...) = (x.first, x.second, s, length(kw), get(kw, :k, 0))
g(a::Integer, b::Integer, s = 10; kw...) = g(a => b, s; kw...)
println(g(1, 2))
println(g(1, 2, 3))
println(g(1, 2; k = 7))
println(g(1, 2, 3; k = 7, m = 8))
println(g(1 => 2; k = 4))

# Named keywords and a splat together: the default-argument form passes both along.
h(x, y = 2; a = 1, kw...) = (x, y, a, length(kw), get(kw, :b, 0))
println(h(0))
println(h(0; a = 5, b = 6))
println(h(0, 3; b = 4))

# Two defaults and a splat: each shorter form forwards the keywords.
p(x, y = 1, z = 2; kw...) = x + y + z + sum(last, kw; init = 0)
println(p(0), " ", p(0; u = 10), " ", p(0, 5; u = 10, v = 100), " ", p(0, 5, 6; w = 1000))
