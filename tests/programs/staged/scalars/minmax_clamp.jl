# min, max, minmax and clamp on staged numbers: mixed types promote, NaN propagates, and -0.0 sorts
# before 0.0.
function mm(x, n)
    a = max(x[1], x[2])
    b = min(x[1], x[2])
    c = max(x[1], n[1])          # Float64 with Int -> Float64
    d = min(n[1], n[2])          # stays Int
    e = max(x[1], x[2], x[3])    # three arguments
    f = min(n[1], n[2], 0)
    return a, b, c, d, e, f
end
println(mm([1.5, -2.5, 4.0], [3, -7]))
println(mm([-0.5, 8.0, 2.0], [-1, 5]))
function clamps(x, n)
    return clamp(x[1], -1.0, 1.0), clamp(x[2], -1.0, 1.0), clamp(n[1], 0, 10), clamp(n[2], 0, 10), clamp(x[3], n[1], n[2])
end
println(clamps([2.5, -0.25, 7.0], [-3, 4]))
println(clamps([-9.0, 0.75, 0.0], [-3, 4]))
nans(x) = (max(x[1], x[2]), min(x[2], x[1]), max(x[3], x[4]), min(x[3], x[4]), minmax(x[2], x[3]))
println(nans([NaN, 1.0, -0.0, 0.0]))
