# mean, var and std of vectors (values whose sums are exact, so any summation order agrees).
using Statistics
x = [1.5, 2.25, -0.75, 4.0]
println(mean(x), " ", var(x), " ", std(x))
println(var(x; corrected = false), " ", std(x; corrected = false))
println(mean([1, 2, 3, 4]), " ", typeof(mean([1, 2, 3, 4])))
println(mean(Float32[1, 2, 4]), " ", typeof(mean(Float32[1, 2, 4])), " ", typeof(var(Float32[1, 2, 4])))
println(mean(1:10), " ", mean(abs2, [1, -2, 3]), " ", mean(v -> 2v, [0.5, 1.0]))
y = [2, 4, 4, 4, 5, 5, 7, 9]
println(var(y), " ", std(y; corrected = false), " ", typeof(var(y)))
println(mean(v for v in 1:4 if iseven(v)))
println(varm([1.0, 3.0], 2.0), " ", var([1.0, 3.0]; mean = 2.0), " ", var([1.0, 3.0]; mean = 0.0))
println(isnan(mean(Float64[])), " ", isnan(var([5.0])))
