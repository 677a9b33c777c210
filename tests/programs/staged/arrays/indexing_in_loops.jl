# Indexing inside staged loops: a scatter through an index vector each iteration, rows written from
# vector literals of the loop counter, a constant table read at staged positions, a rotation by vcat
# of slices (the size stays the same), and argmax per column stored into an Int array.
function scat!(y, idx, x)
    for k in 1:2
        y[idx] = x .* k
    end
    y
end
println(scat!(zeros(4), [4, 1], [1.0, 2.0]))
function rows!(A)
    for i in 1:size(A, 1)
        A[i, :] = [i, 2i, 3i]
    end
    A
end
println(rows!(zeros(2, 3)))
function lookup(x)
    t = [10.0, 20.0, 30.0]
    s = 0.0
    for i in 1:length(x)
        s += t[x[i]]
    end
    s
end
println(lookup([3, 1, 1]))
function grow(x)
    y = x
    for i in 1:3
        y = vcat(y[2:end], y[1])
    end
    y
end
println(grow([1.0, 2.0, 3.0, 4.0]))
function argm(X)
    out = zeros(Int, size(X, 2))
    for j in 1:size(X, 2)
        out[j] = argmax(X[:, j])
    end
    out
end
println(argm([1.0 5.0; 3.0 2.0; 2.0 9.0]))
