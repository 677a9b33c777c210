# NaN propagates through median; quantile of a tuple of probabilities is a tuple; sums of squares,
# norms, determinants and dot products of empty arrays are their identities.
using Statistics, LinearAlgebra
println(median([3.0, NaN, 1.0]), " ", mean([1, 2, 3]) isa Float64, " ", mean([1 2; 3 4]))
println(quantile([1, 2, 3, 4, 5], (0.25, 0.5)), " ", std([1.0, 1.0]), " ", var(Float32[1, 3]))
println(norm(Int[]), " ", det(zeros(0, 0)), " ", dot(Float64[], Float64[]), " ", sum(abs2, [1.0, 2.0]))
println(isnan(mean([1.0, NaN])), " ", isnan(var([NaN, 1.0])), " ", mean([Inf, 1.0]))
