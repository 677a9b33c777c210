# cumsum and cumprod of staged arrays (one reduce_window each): vectors, matrices along either dim,
# a dim past ndims (no change), and Bool and Int8 inputs, which accumulate in Int64.
function running(x, A, b, small)
    return (cumsum(x), cumprod(x), cumsum(A; dims=1), cumsum(A; dims=2), cumprod(A; dims=2), cumsum(A; dims=3),
            cumsum(b), cumsum(small))
end
for r in running([1.0, -2.0, 3.0, 0.5], [1 2 3; 4 5 6], [true, false, true], Int8[100, 100, 100])
    println(r)
end
