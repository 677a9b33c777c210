# sum/prod/maximum/minimum/extrema with a function, with init, and the small-integer widening.
v = [3, -7, 2]
println(sum(v), " ", prod(v), " ", maximum(v), " ", minimum(v), " ", extrema(v))
println(sum(abs, v), " ", prod(abs, v), " ", maximum(abs, v), " ", minimum(x -> x^2, v))
println(maximum(abs, v; init = 10), " ", maximum(Int[]; init = 0), " ", minimum(Float64[]; init = Inf))
println(sum(Int[]), " ", sum(Float64[]), " ", prod(Int[]), " ", sum(Int[]; init = 5), " ", sum([1, 2]; init = 0.5))
println(sum(Int8[100, 100]), " ", typeof(sum(Int8[1])), " ", sum([true, true, false]), " ", typeof(sum(UInt8[1, 2])))
println(sum([0.5, 0.25]), " ", prod([0.5, 4]), " ", maximum([1.5, -2.0]), " ", minimum([2, 1.5]))
println(sum(1:100), " ", prod(1:5), " ", maximum(1:7), " ", minimum(3:-1:1), " ", sum(x -> x^2, 1:3))
println(maximum(["pear", "apple"]), " ", minimum(length, ["pear", "fig"]), " ", extrema([2.0, -1.0, 5.0]))
println(maximum([NaN, 1.0]), " ", minimum([2.0, NaN]), " ", sum(x for x in 1:4 if iseven(x)))
println(count(iseven, 1:10), " ", count([true, false, true]), " ", count(x -> x > 1, [1, 2, 3]))
