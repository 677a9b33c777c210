# map over staged arrays is a broadcast: a function of one array, of two arrays of one shape, a
# matrix, and a closure that captures a staged number.
function mapped(x, y, A)
    s = sum(x)
    return (map(v -> 2v + 1, x), map(+, x, y), map(abs, A), map(v -> v / s, x), map((a, b) -> a * b - 1, x, y))
end
for m in mapped([1.0, 2.0, 5.0], [3.0, -1.0, 0.5], [1 -2; -3 4])
    println(m)
end
