# An index vector passed in with an index out of bounds: the gather is checked into the error flag.
function gathered(x, idx)
    return sum(x[idx])
end
println(gathered([1.0, 2.0, 3.0], [3, 1]))
println(gathered([1.0, 2.0, 3.0], [1, 7]))
