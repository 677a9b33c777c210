# Float64 printing (base/ryu/shortest.jl): the shortest digits that read back as the same value,
# plain notation while the decimal point is within (-4, 6] of the first digit, e-notation beyond.
println(0.1 + 0.2)
println(1 / 3, " ", 2 / 3, " ", 1 / 7)
println(0.1, " ", 0.5, " ", 100.0, " ", 2.0^52)
# The thresholds: 1e-4 is plain, 1e-5 is not; 123456.0 is plain, 1e6 is not.
println(0.0001, " ", 0.00012, " ", 1.0e-5, " ", 0.000012345)
println(100000.0, " ", 123456.0, " ", 999999.0, " ", 1.0e6, " ", 1234567.0)
println(1.0e15, " ", 1.0e16, " ", 1.5e300, " ", 2.5e-300)
# Extremes: the largest finite, the smallest normal and the smallest subnormal.
println(1.7976931348623157e308, " ", 2.2250738585072014e-308, " ", 5.0e-324)
# Negative values and integers held as floats.
println(-0.1, " ", -1.0e-7, " ", -123.456, " ", -2.0e20, " ", float(42))
# string and repr agree with print for Float64.
println(string(0.3), " ", repr(1.0e-10), " ", string(-7.25e8))
x = 1.1 * 1.1
println(x, " ", x == 1.21, " ", round(x; digits=2))
