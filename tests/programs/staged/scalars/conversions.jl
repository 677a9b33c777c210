# Conversions of staged numbers: Float32(x), Float64(x), Int(x) of an integral float, float(n), and
# the rounding conversions round/floor/ceil/trunc(Int, x); round breaks ties to even.
conv(x, n) = (Float32(x[1]), Float64(Float32(x[1])), Int(x[2]), float(n[1]), Float32(n[1]), Int(n[1] / 2))
println(conv([0.1, 6.0], [4]))
println(conv([-2.5, -3.0], [-10]))
rounds(x) = (round(Int, x[1]), floor(Int, x[1]), ceil(Int, x[1]), trunc(Int, x[1]), round(x[1]), floor(x[1]), ceil(x[1]), trunc(x[1]))
for v in (2.5, 3.5, -2.5, -0.5, 1.7, -1.7, 4.0, 0.49999999999999994)
    println(v, " ", rounds([v]))
end
println(rounds(Float32[2.5]))
println(rounds(Float32[-7.25]))
# Integers through the same functions stay integers.
ints(n) = (round(n[1]), floor(n[1]), trunc(Int, n[1]), Int32(n[1]), Float64(n[1]) / 4)
println(ints([-9]))
# Bool conversions.
bools(x) = (Bool(x[1]), Int(x[1] > 0.5), Float64(x[2] > 0) + 0.5)
println(bools([1.0, -2.0]))
println(bools([0.0, 2.0]))
