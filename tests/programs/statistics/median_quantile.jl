# median (middle of the one or two central order statistics) and quantile (Julia's type 7:
# aleph = n*p + (1 - p), j = trunc(aleph), interpolate v[j] + γ*(v[j+1] - v[j])).
using Statistics
println(median([3, 1, 2]), " ", median([4, 1, 3, 2]), " ", median([1.5, -2.0]))
println(median(1:4), " ", median([7]), " ", typeof(median([1, 2, 3])), " ", median([5.0, 1.0, 1.0, 3.0, 9.0]))
v = [10.0, 2.0, 7.0, 4.0, 1.0]
println(quantile(v, 0.5), " ", quantile(v, 0.25), " ", quantile(v, 0.9), " ", quantile(v, 0.3))
println(quantile(v, [0.0, 0.1, 1.0]))
println(quantile([1, 2, 3, 4], 0.5), " ", quantile([1, 2, 3, 4], 0.4), " ", quantile([3.0], 0.7))
println(quantile([1.0, 2.0, 4.0, 8.0], 0.75; sorted = true))
println(middle(1, 4), " ", middle([3.0, 8.0, -1.0]), " ", middle(7), " ", middle(2.5))
println(v == [10.0, 2.0, 7.0, 4.0, 1.0])
println(quantile(0:20, [0.1, 0.5, 0.9]))
println(quantile(√, [1, 3, 2], 0.3))
