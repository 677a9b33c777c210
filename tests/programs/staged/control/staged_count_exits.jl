# break and continue in loops whose trip count is staged: n a number parameter (one compile for
# n = 4, 2 and 0) and an inner range starting at the outer counter (lower triangle).
function prefix_until(x, n, limit)
    s = 0.0
    k = 0
    for i in 1:n
        if s + x[i] > limit
            break
        end
        s += x[i]
        k = i
    end
    s, k
end
println(prefix_until([1.0, 2.0, 3.0, 4.0], 4, 5.0), " ", prefix_until([1.0, 2.0, 3.0, 4.0], 2, 5.0), " ", prefix_until([1.0, 2.0, 3.0, 4.0], 0, 5.0))
function tri_count(A, t)
    c = 0
    n = size(A, 1)
    for j in 1:n
        for i in j:n
            if A[i, j] > t
                c += 1
                continue
            end
        end
    end
    c
end
println(tri_count([1.0 9.0 9.0; 5.0 2.0 9.0; 6.0 7.0 3.0], 4.0))
