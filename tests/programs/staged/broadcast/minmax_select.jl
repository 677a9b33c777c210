# max, min, clamp and ifelse broadcast against scalars and arrays; NaN propagates through max/min.
relu(x) = max.(x, 0)
println(relu([-1.5, 0.0, 2.0]))
println(relu([-3, 4]))
both(x, y) = (max.(x, y), min.(x, y), clamp.(x, -1.0, 1.0), clamp.(x, y, 2.0))
println(both([-2.0, 0.5, 3.0, NaN], [0.0, 1.0, 1.0, 0.0]))
sel(x, y) = (ifelse.(x .> y, x, y), ifelse.(isnan.(x), 0.0, x), ifelse.(x .> 0, 1, -1))
println(sel([-2.0, NaN, 3.0], [1.0, 2.0, 0.0]))
# A mask multiplies as a strong zero: false * NaN and false * Inf are 0.0.
masked(x) = (x .> 0) .* x
println(masked([-Inf, 2.0, NaN, Inf]))
