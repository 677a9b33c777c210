function g end
g(x) = x + 1
println(g(1))
