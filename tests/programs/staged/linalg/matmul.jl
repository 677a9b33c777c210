# Matrix products in staged code: Matrix*Matrix, Matrix*Vector, chains, and Int/Float32/mixed
# element types (Int*Float64 promotes; Float32*Float32 stays Float32).
mm(A, B) = A * B
mv(A, x) = A * x
chain(A, B, x) = A * (B * x), (A * B) * x
A = [1.0 2.0; 3.0 4.0; 5.0 6.0]
B = [1.0 0.0 -1.0; 2.0 1.0 0.5]
println(mm(A, B))
println(mm(B, A))
println(mv(A, [1.0, -1.0]))
println(chain(B, A, [2.0, 1.0]))
println(mm([1 2; 3 4], [5 6; 7 8]))
println(mv([1 2; 3 4], [0.5, 0.25]))
println(mm(Float32[1.0 2.0; 3.0 4.0], Float32[0.5 0.0; 0.0 2.0]))
# A product inside a staged loop (power iteration on a 2x2 matrix, normalized each step).
function power_iter(M, v)
    for i in 1:20
        v = M * v
        v = v ./ sqrt(sum(v .^ 2))
    end
    return round.(v; digits = 6), round(sum(v .* (M * v)); digits = 6)
end
println(power_iter([2.0 1.0; 1.0 3.0], [1.0, 0.0]))
# A layer: W * x .+ b with relu, on a batch of columns.
dense(W, b, X) = max.(W * X .+ b, 0.0)
println(dense([1.0 -1.0; 0.5 2.0], [0.0, -1.0], [1.0 2.0 -1.0; 0.0 1.0 3.0]))
