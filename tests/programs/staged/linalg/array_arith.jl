# Array arithmetic without dots: A + B, A - B, -A, scalar * A, A * scalar, A / scalar, on Float64,
# Int and Float32 arrays (an Int array / 2 is Float64; a Float32 array * 2.0 is Float64).
ops(A, B) = (A + B, A - B, -A, 2 * A, A * 3, A / 2)
println(ops([1.0, 2.0], [0.5, -1.0]))
println(ops([1 2; 3 4], [4 3; 2 1]))
println(ops(Float32[1.0 -2.0], Float32[0.5 0.5]))
f32mix(A) = (A * 2.0, A * 2, A / 2, 2.0f0 * A)
println(f32mix(Float32[1.5, -3.0]))
# Arithmetic combined with a product: a gradient step on a least-squares loss.
function step(W, X, Y, lr)
    G = (W * X - Y) * X' / size(X, 2)
    return W - lr * G
end
W = step([0.0 0.0], [1.0 2.0 3.0; 1.0 1.0 1.0], [2.0 4.0 6.0], 0.1)
println(round.(W; digits = 6))
println(round.(step(W, [1.0 2.0 3.0; 1.0 1.0 1.0], [2.0 4.0 6.0], 0.1); digits = 6))
# Sums of three arrays and a scalar multiple of a sum.
combo(A, B, C) = 0.5 * (A + B - C)
println(combo([1.0 2.0; 3.0 4.0], [1.0 1.0; 1.0 1.0], [2.0 0.0; 0.0 2.0]))
