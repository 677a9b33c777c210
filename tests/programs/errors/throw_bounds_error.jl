# throw(BoundsError(a, i)) prints as Julia's showerror does: the summary of a and the index.
function checked_get(v, i)
    1 <= i <= length(v) || throw(BoundsError(v, i))
    return v[i]
end
println(checked_get([10, 20, 30], 2))
checked_get([10, 20, 30], 7)
