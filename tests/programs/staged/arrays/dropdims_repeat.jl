# dropdims and repeat with inner/outer counts on staged arrays (a reshape; a broadcast_in_dim and a
# reshape); a dims count past ndims adds trailing dims.
function shaped(B, A, x)
    return (dropdims(B; dims=1), dropdims(B[:, 2:2, :]; dims=(1, 2)), repeat(x; inner=2),
            repeat(A; inner=(1, 2), outer=(2, 1)), repeat(x, 2, 2), size(repeat(x; outer=(1, 1, 3))))
end
B = reshape(collect(1.0:6.0), 1, 2, 3)
A = [1.0 -2.0 3.0; 4.0 5.0 -6.0]
for v in shaped(B, A, [1, 2])
    println(v)
end
