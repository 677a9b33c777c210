# abs, sign, abs2, copysign, flipsign, hypot, muladd and fma on staged Int and Float64, with -0.0,
# Inf and NaN.
ops(v) = (abs(v[1]), sign(v[1]), abs2(v[1]), copysign(v[1], v[2]), flipsign(v[1], v[2]))
for p in ((3.5, -1.0), (-3.5, 2.0), (-0.0, 1.0), (2.0, -0.0), (-Inf, 1.0), (1.5, NaN))
    println(p, " ", ops([p...]))
end
println(ops([-7, 2]))
println(ops([7, -2]))
println(ops([0, -1]))
lengths(v) = (hypot(v[1], v[2]), hypot(v[2], v[1]), hypot(v[1], 0.0), muladd(v[1], v[2], 1.0), fma(v[1], 2.0, v[2]))
println(lengths([3.0, 4.0]))
println(lengths([-5.0, 12.0]))
println(lengths([0.0, -0.0]))
println(lengths([Inf, 1.0]))
println(lengths([3, 4]))
