# Broadcasting over tuples of staged numbers gives tuples (Julia's broadcast over tuples); a
# 1-tuple stretches, scalars join; typeof. over a tuple of staged values gives their types.
t(x) = (x[1], x[2]) .* 2 .+ (1.0, x[3])
println(t([1.0, 2.0, 3.0]))
u(n) = (abs.((n[1], -n[2])), (n[1],) .+ (10, 20, 30), max.((n[1], n[2]), 0))
println(u([-1, 5]))
kinds(x, n) = typeof.((x[1], n[1], x[1] * n[1], n[1] > 0))
println(kinds(Float32[1.5], [2]))
