# Element types of broadcast results follow Julia's promotion: Float32 .* 2.0 is Float64,
# Float32 .* 2 stays Float32, Int ./ Int is Float64, Bool .+ Bool is Int, comparisons give Bool.
f32_f64(x) = x .* 2.0
f32_int(x) = x .* 2
f32_f32(x) = x .* 2.0f0
println(f32_f64(Float32[1.5, -0.25]))
println(f32_int(Float32[1.5, -0.25]))
println(f32_f32(Float32[1.5, -0.25]))
ratio(n, m) = n ./ m
println(ratio([1, 3, -7], [2, 4, 2]))
bools(a, b) = (a .+ b, a .& b, a .* b, .!a)
println(bools([true, true, false], [true, false, false]))
cmp(x, y) = (x .> y, x .== y, x .<= 1)
println(cmp([1.0, 2.0, 3.0], [3.0, 2.0, 1.0]))
# Int with Float32 is Float32; a Float64 array plus an Int array is Float64.
mix(n, x32, x64) = (n .+ x32, n .+ x64, x32 .+ x64)
println(mix([1, 2], Float32[0.5, 0.25], [0.125, 1.0]))
# Integer division in a broadcast keeps Int; ^ with a Float exponent gives Float64.
intops(n) = (n .÷ 2, n .% 3, n .^ 2, n .^ 0.5)
println(intops([4, 9, 16]))

intdiv_neg(n) = (n .÷ 2, n .% 3, n .^ 3)
println(intdiv_neg([-7, 0, 5]))
