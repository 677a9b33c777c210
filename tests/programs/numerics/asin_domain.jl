# asin and acos need |x| <= 1 (special/trig.jl).
println(asin(1.0), " ", acos(-1.0))
println(asin(1.5))
