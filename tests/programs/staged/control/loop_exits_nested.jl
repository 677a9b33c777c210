# break/continue in nested staged loops leave only the innermost loop; `while true` ends on a
# staged break; a continue skips the rest of one iteration.
function column_prefix_sums(A)
    s = 0.0
    for j in 1:size(A, 2)
        for i in 1:size(A, 1)
            if A[i, j] < 0
                break
            end
            s += A[i, j]
        end
    end
    s
end
println(column_prefix_sums([1.0 2.0; -1.0 3.0; 5.0 -4.0]))

function triple_until(x)
    k = 0
    v = x[1]
    while true
        v = v * 3
        k += 1
        if v > 100
            break
        end
    end
    k, v
end
println(triple_until([1.0]), " ", triple_until([50.0]))

# Sum of the odd entries only, counting the skipped ones.
function odd_entries(v)
    s = 0
    skipped = 0
    for i in 1:length(v)
        if iseven(v[i])
            skipped += 1
            continue
        end
        s += v[i]
    end
    s, skipped
end
println(odd_entries([1, 2, 3, 4, 5, 6, 7]))
