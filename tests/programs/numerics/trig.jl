# Trigonometric functions and their inverses (base/special/trig.jl, math.jl).
# Expected values: tests/oracles/numerics/elementary.py trig (mpmath, correctly rounded).
println(sin(1.0), " ", tan(1), " ", sin(-0.5), " ", sin(2.0), " ", tan(2.0), " ", sin(100.0))
println(atan(1.0), " ", asin(0.25), " ", acos(0.25), " ", atan(-1.0, -1.0), " ", atan(0.0, -1.0), " ", atan(3, -4))
println(sec(2.0), " ", csc(2.0), " ", cot(2.0), " ", sin(pi), " ", sin(Float64(pi)), " ", cot(π))
println(sin(2.0f0), " ", cos(3.0f0), " ", atan(0.5f0))
