# Elementary functions on Float64, integers (as Float64) and Float32 (base/math.jl, special/*.jl).
# Expected values: tests/oracles/numerics/elementary.py elementary (mpmath, correctly rounded).
println(sqrt(2.0), " ", sqrt(10), " ", cbrt(27.0), " ", cbrt(-8), " ", cbrt(0.001), " ", hypot(3, 4), " ", hypot(1e300, 1e300))
println(exp(2.0), " ", exp(-1), " ", exp(3), " ", log(0.5), " ", log10(2), " ", log10(7.0))
println(log(2, 8), " ", log(3, 27), " ", log2(1024), " ", log10(1000))
println(log1p(1e-10), " ", expm1(1e-10), " ", log1p(-0.5))
println(cosh(1.0), " ", asinh(1), " ", cosh(2), " ", tanh(2.0), " ", asinh(2.0), " ", acosh(3))
println(sqrt(2.0f0), " ", exp(2.0f0), " ", log(3.0f0), " ", tanh(2.0f0))
println(hypot(3.0f0, 4), " ", typeof(hypot(3.0f0, 4)), " ", typeof(hypot(3, 4)), " ", typeof(hypot(Float16(3), 4)))
