using Statistics
println(quantile([1.0, 2.0], 1.0))
quantile([1.0, 2.0], 1.5)
