# A size passed in as a number: numbers reaching a staged call are parameters, so using one as a
# size makes the function specialize on its value (a new compile per size, same results as Julia).
function padded(x, n)
    out = zeros(n)
    out[1:length(x)] = x
    return out
end
function tiled(x, k)
    return repeat(x, k)
end
println(padded([1.0, 2.0], 4))
println(padded([1.0, 2.0], 3))
println(tiled([1, 2], 3))
