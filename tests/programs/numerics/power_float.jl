# Float powers (base/math.jl): float^integer by compensated squaring, Float32 stays Float32,
# an integer base with a float exponent becomes a float.
n = 3
println(2.0^3, " ", 2.5^n, " ", 2^0.5, " ", 4^-0.5, " ", 2.0^-1, " ", 10.0^-2)
println(typeof(2.5f0^n), " ", 2.5f0^n, " ", typeof(Float32(2)^0.5), " ", typeof(2^0.5f0), " ", 2^0.5f0)
m = -1
println(2.0^m, " ", Float32(2)^m, " ", typeof(Float32(2)^m), " ", Float16(2)^5)
println(0.0^0, " ", 0.0^-1, " ", (-0.0)^-1, " ", 0.0^0.5, " ", Inf^-1, " ", (-Inf)^3)
println(NaN^0, " ", 1.0^NaN, " ", isnan(NaN^1), " ", 2.0^1024, " ", 2.0^-1075, " ", 2.0^-1074)
println((-2.0)^3, " ", (-2.0)^3.0, " ", (-8.0)^2.0, " ", (-1.0)^Inf)
println(1.5^20, " ", 0.9^30, " ", 1.01^100, " ", 2.0^0.3, " ", 10.0^0.25)   # oracles/numerics/power_float.py
