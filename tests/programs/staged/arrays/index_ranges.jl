# Slicing with ranges in staged code: unit ranges, steps, negative steps, `end`, `:` and empty ranges.
function slices(x)
    return (x[2:4], x[1:2:5], x[5:-2:1], x[end:-1:1], x[end-1:end], x[3:2], x[:])
end
function blocks(A)
    return (A[1:2, 2:3], A[:, end], A[2, :], A[end:-1:1, 1], A[1:2:3, 3:-1:2])
end
x = [10.0, 20.0, 30.0, 40.0, 50.0]
A = [1 2 3 4; 5 6 7 8; 9 10 11 12]
for s in slices(x)
    println(s)
end
for b in blocks(A)
    println(b)
end
