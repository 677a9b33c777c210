# BoundsError inside a function: the error points at the indexing, the notes at each caller.
function element(a, i)
    return a[i]
end
function first_of_next(a, k)
    element(a, k + 1)
end
v = [10, 20, 30]
println(first_of_next(v, 1))
println(first_of_next(v, 3))
