# Every dotted operator with an array on either side of a scalar, and between arrays.
arith(x, s) = (x .+ s, s .- x, x .* s, x ./ s, s ./ x, x .^ 2, s .^ x, x .\ s)
println(arith([1.0, 2.0, 4.0], 2.0))
intops(n, m) = (n .÷ m, n .% m, n .÷ 3, -7 .% n, n .& m, n .| m, xor.(n, m), n .<< 1, n .>> 1)
println(intops([7, -8, 9], [2, 3, -4]))
cmps(x, y) = (x .== y, x .!= y, x .< y, x .<= y, x .> y, x .>= y, x .< 2.0, 2 .<= x)
println(cmps([1.0, 2.0, 3.0], [3.0, 2.0, 1.0]))
logic(a, b) = (a .& b, a .| b, .!a, a .⊻ b, a .== b)
println(logic([true, false, true, false], [true, true, false, false]))
# Unary minus and plus through broadcast, and a dotted negation of a comparison.
unary(x) = (.-x, .+x, .!(x .> 0), -x)
println(unary([1.5, -2.0, 0.0]))
