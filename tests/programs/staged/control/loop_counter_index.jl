# The loop counter as an index: arithmetic on it (i-1, n+1-i, 2i), as a matrix index, and
# as a value stored into the array; each access is a dynamic slice/update at a staged index.
function prefix!(x)
    for i in 2:length(x)
        x[i] += x[i-1]
    end
    x
end
println(prefix!([1.0, 2.0, 3.0, 4.0]))

function mirror!(y, x)
    n = length(x)
    for i in 1:n
        y[n+1-i] = x[i] + i
    end
    y
end
println(mirror!(zeros(4), [10.0, 20.0, 30.0, 40.0]))

function evens(x)
    s = 0.0
    for i in 1:length(x) ÷ 2
        s += x[2i]
    end
    s
end
println(evens([1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0]))

# Diagonal and anti-diagonal of a square matrix; the counter stored as a value.
function diagonals(A, d, a, idx)
    n = size(A, 1)
    for i in 1:n
        d[i] = A[i, i]
        a[i] = A[i, n+1-i]
        idx[i] = i * i
    end
    nothing
end
d = zeros(3); a = zeros(3); idx = zeros(Int, 3)
diagonals([1.0 2.0 3.0; 4.0 5.0 6.0; 7.0 8.0 9.0], d, a, idx)
println(d, " ", a, " ", idx)
