# mod2pi/rem2pi reduce by the exact 2π, not by Float64(2π) (math.jl); sinc(x) = sinpi(x)/(πx).
# Expected values: tests/oracles/numerics/rem2pi.py (mpmath), the first being the docstring's example;
# the Float32 and sinc lines by hand (NumPy float32: Float32(3.7168146928204133), 1/(1.5707964f0)).
println(mod2pi(9 * pi / 4), " ", mod2pi(10.0), " ", rem2pi(10.0, RoundNearest), " ", rem2pi(-10.0, RoundToZero),
        " ", rem2pi(10.0, RoundUp), " ", mod2pi(7))
println(mod2pi(2pi), " ", mod2pi(-pi), " ", rem2pi(1.0e15, RoundNearest), " ", mod2pi(-1.0e-20), " ", mod2pi(0.5),
        " ", rem2pi(100.0, RoundNearest))
println(mod2pi(10.0f0), " ", typeof(mod2pi(10.0f0)), " ", isnan(mod2pi(Inf)))
println(sinc(0.5), " ", sinc(0), " ", sinc(0.5f0), " ", sinc(2.0), " ", sinc(Inf))
