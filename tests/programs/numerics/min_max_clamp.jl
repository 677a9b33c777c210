# ifelse, min/max/minmax/clamp with promotion, NaN and signed zeros (base/operators.jl, math.jl).
println(ifelse(true, 1, 2.0), " ", ifelse(false, 1, 2.0), " ", ifelse(1 < 2, "yes", "no"))
println(min(1, 2.5), " ", max(3, 2), " ", max(1, 5, 3), " ", min(4, 2, 8, 1), " ", typeof(max(Int8(1), 2)))
println(min(1.0, NaN), " ", max(NaN, 2.0), " ", max(-0.0, 0.0), " ", min(-0.0, 0.0), " ", min(0.0, -0.0))
println(minmax(5, 2), " ", minmax(1.5, -3), " ", extrema([3, -1, 7]), " ", max(UInt8(200), -1))
println(clamp(5, 1, 3), " ", clamp(-1.5, 0, 1), " ", clamp(0.5, 0, 1), " ", typeof(clamp(2, 1.0, 3.0)))
println(clamp(300, UInt8), " ", clamp(-5, UInt8), " ", clamp(100, Int8), " ", typeof(clamp(-200, Int8)))
println(clamp(NaN, 0.0, 1.0), " ", clamp(2, 3, 3), " ", clamp.([-2, 0, 2], -1, 1))
x = [0.5, -2.0, 9.0]
clamp!(x, 0.0, 1.0)
println(x)
println(cmp(1, 2), " ", cmp(2.0, 2), " ", cmp(3, 1), " ", abs(-7), " ", abs(-0.0), " ", sign(-2.5), " ", sign(0), " ", sign(3))
println(copysign(3.0, -1.0), " ", copysign(-2, 1), " ", flipsign(-3, -1), " ", flipsign(2.0, -0.0), " ", abs2(-3), " ", abs2(1.5))
