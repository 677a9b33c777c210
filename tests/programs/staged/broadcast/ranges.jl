# Ranges in broadcasts inside staged functions: collected to arrays and broadcast like vectors.
weights(x) = x .* (1:length(x))
println(weights([1.0, 1.0, 2.0]))
println(weights([2, 3]))
ramp(x) = (0:2:4) .+ x
println(ramp([0.5, 0.5, 0.5]))
grid(x) = x .* collect(1:3)'
println(grid([1.0, 10.0]))
# A range step that is a Float range.
frange(x) = x .+ (0.0:0.5:1.0)
println(frange([1.0, 1.0, 1.0]))
