# Data-dependent indices inside a loop: each value picks its bin (an Int computed from staged
# data), the bin count is incremented, and a Bool mask is written element by element.
function histogram!(counts, x, lo, width)
    for i in 1:length(x)
        k = floor(Int, (x[i] - lo) / width) + 1
        k = clamp(k, 1, length(counts))
        counts[k] += 1
    end
    counts
end
println(histogram!(zeros(Int, 4), [0.1, 0.5, 1.2, 3.9, 2.0, 2.5, -1.0, 7.0, 1.99], 0.0, 1.0))

function mark_peaks!(m, x)
    for i in 2:length(x)-1
        m[i] = x[i] > x[i-1] && x[i] > x[i+1]
    end
    m
end
println(mark_peaks!(zeros(Bool, 6), [1.0, 3.0, 2.0, 2.0, 5.0, 4.0]))
