# Ranges with staged bounds as indices: x[i:i+k] has a static length while i is staged (one
# dynamic_slice in the loop, no unrolling); a length from a number argument specializes on it.
function moving_sums(x)
    out = zeros(length(x) - 2)
    for i in 1:length(x)-2
        out[i] = sum(x[i:i+2])
    end
    return out
end
function pairs10!(y, x)
    for i in 1:2:length(x)-1
        y[i:i+1] = x[i:i+1] .* 10
    end
    return y
end
window(x, i, n) = x[i:i+n-1]
cols(A, j) = A[:, j:j+1]
println(moving_sums([1.0, 2.0, 4.0, 8.0, 16.0]))
println(pairs10!(zeros(4), [1.0, 2.0, 3.0, 4.0]))
println(window([1.0, 2.0, 3.0, 4.0], 2, 3))
println(window([1.0, 2.0, 3.0, 4.0], 1, 2))
println(cols([1.0 2.0 3.0; 4.0 5.0 6.0], 2))
