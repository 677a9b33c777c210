# Math functions of one staged number, printed to 6 digits (the last bit of a transcendental
# function is the C library's). Integers become Float64; Float32 stays Float32.
r6(t) = map(v -> round(v; digits = 6), t)
expsLogs(x) = (exp(x[1]), expm1(x[1]), exp2(x[1]), exp10(x[1]), log(x[2]), log1p(x[2]), log2(x[2]), log10(x[2]))
trig(x) = (sin(x[1]), cos(x[1]), tan(x[1]), asin(x[2]), acos(x[2]), atan(x[1]), atan(x[1], x[2]), sec(x[1]), csc(x[1]), cot(x[1]))
hyper(x) = (sinh(x[1]), cosh(x[1]), tanh(x[1]), asinh(x[1]), acosh(x[2]), atanh(x[3]))
roots(x) = (sqrt(x[1]), cbrt(x[1]), cbrt(-x[1]), inv(x[1]), abs2(x[2]), deg2rad(x[3]), rad2deg(x[2]))
println(r6(expsLogs([0.5, 3.0])))
println(r6(expsLogs([-2.0, 0.125])))
println(r6(trig([0.75, 0.5])))
println(r6(trig([-2.0, -0.25])))
println(r6(hyper([0.5, 2.0, 0.5])))
println(r6(hyper([-3.0, 10.0, -0.75])))
println(r6(roots([27.0, -1.5, 180.0])))
println(r6(roots([2.0, 0.5, -45.0])))
# An Int argument gives Float64; a Float32 one stays Float32 (printed with f0).
println(r6(roots([8, 3, 90])))
println(typeof.(roots(Float32[4.0, 2.0, 90.0])))
println(r6(expsLogs(Float32[1.0, 4.0])))
