using Statistics
println(median([2.0]))
m = median(Float64[])
