# A staged index out of bounds: dynamic_slice would clamp silently, so the read is checked into the
# error flag and the host raises BoundsError after the run, at the indexing expression.
function pick(x, i)
    return x[i] * 2
end
println(pick([1.0, 2.0, 3.0], 2))
println(pick([1.0, 2.0, 3.0], 4))
println("not reached")
