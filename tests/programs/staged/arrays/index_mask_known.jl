# A Bool mask whose values are known while staging (a literal inside the function) selects as Julia
# does; a mask computed from staged data is refused (see staged_only/arrays/mask_staged.jl).
function masked(x, A)
    keep = [true, false, true, true]
    cols = [false, true, true]
    return (x[keep], A[:, cols], A[[true, false], 2])
end
x = [5.0, 6.0, 7.0, 8.0]
A = [1.0 2.0 3.0; 4.0 5.0 6.0]
for m in masked(x, A)
    println(m)
end
