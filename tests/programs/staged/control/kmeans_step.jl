# One k-means assignment + update step written with loops: for each point (a column), the
# nearest centre by a staged if in a loop over centres, then running sums into per-centre arrays.
function assign!(labels, X, C)
    for p in 1:size(X, 2)
        best = Inf
        bestk = 0
        for k in 1:size(C, 2)
            d = 0.0
            for r in 1:size(X, 1)
                d += (X[r, p] - C[r, k])^2
            end
            if d < best
                best = d
                bestk = k
            end
        end
        labels[p] = bestk
    end
    labels
end

function update!(C, counts, X, labels)
    C .= 0.0
    for p in 1:size(X, 2)
        k = labels[p]
        counts[k] += 1
        for r in 1:size(X, 1)
            C[r, k] += X[r, p]
        end
    end
    for k in 1:size(C, 2)
        for r in 1:size(C, 1)
            C[r, k] /= max(counts[k], 1)
        end
    end
    C
end

X = [0.0 1.0 0.5 9.0 10.0 8.0; 0.0 0.5 1.0 9.0 8.0 10.0]
C = [1.0 7.0; 1.0 7.0]
labels = assign!(zeros(Int, 6), X, C)
println(labels)
println(update!(C, zeros(Int, 2), X, labels))
println(assign!(labels, X, C))
