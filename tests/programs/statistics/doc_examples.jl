# Statistics' own docstring examples, and var/std of ranges by its closed form
# (varm(::AbstractRange, m) with m = mean(r)).
using Statistics
println(mean(1:20))
println(mean(√, [1, 2, 3]), " ", mean([√1, √2, √3]))
println(mean(√, [1 2 3; 4 5 6], dims=2))
A = [1 2; 3 4]
println(mean(A, dims=1), " ", mean(A, dims=2))
println(middle(1:10), " ", middle([1, 2, 3.6, 10.9]))
println(var(1:10), " ", std(1:10), " ", var(2:3:20), " ", var(1:10; corrected = false))
println(isnan(mean(Int[])), " ", mean(1:0))
println(median([1, 2, 3, 4]), " ", median(√, [1, 4, 9]))
