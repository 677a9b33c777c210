# π and ℯ are Irrational numbers that take the precision of what they meet (base/irrationals.jl).
# sin(pi / 6) and cos(pi / 3): tests/oracles/numerics/oracle_util.py rounded(mpmath.sin(mpf(math.pi / 6))) etc.
println(pi, " ", π, " ", ℯ, " ", typeof(pi), " ", pi === π)
println(Float64(pi), " ", Float32(pi), " ", float(ℯ), " ", 2pi, " ", pi / 2, " ", typeof(pi * 1.0f0))
println(pi * 1.0f0, " ", pi + 1, " ", -pi, " ", 1 / pi, " ", pi^2, " ", exp(1) == float(ℯ))
println(pi > 3, " ", pi < 3.15, " ", pi == 3.141592653589793, " ", 3.141592653589793 < pi, " ", Float32(pi) > pi)
println(sin(pi / 2), " ", cos(pi), " ", sin(pi / 6), " ", cos(pi / 3), " ", round(pi, digits=3), " ", floor(Int, 10pi))
println(ℯ^2 == exp(2), " ", log(ℯ), " ", isfinite(pi), " ", isinteger(pi))
println(pi - pi, " ", pi * ℯ == Float64(pi) * Float64(ℯ), " ", pi * true, " ", pi * false, " ", zero(pi), " ", one(pi), " ", 2 \ 6, " ", round(Int, pi), " ", Float16(pi))
