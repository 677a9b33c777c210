# @assert with an interpolated message, raised inside a function.
function checked_mean(xs)
    @assert !isempty(xs) "need at least one value, got $(length(xs))"
    sum(xs) / length(xs)
end
println(checked_mean([1.0, 2.0]))
println(checked_mean(Float64[]))
