# fma(x, y, z) rounds x * y + z once (the product is not rounded first), in Float64 and Float32;
# integers give x * y + z. (muladd is left out: Julia lets it fuse or not, per platform.)
fused(v) = (fma(v[1], v[2], v[3]), v[1] * v[2] + v[3])
println(fused([0.1, 10.0, -1.0]))
println(fused([1.0 + 2.0^-30, 1.0 - 2.0^-30, -1.0]))
println(fused([3.0, 1.0 / 3.0, -1.0]))
println(fused([1e308, 10.0, -1e308]))
println(fused([2.5, 4.0, 0.25]))
println(fused(Float32[0.1, 10.0, -1.0]))
println(fused([2, 3, 4]))
# In a broadcast: the residual of a division, exactly.
residual(a, b) = fma.(-(a ./ b), b, a)
println(residual([1.0, 2.0, 10.0], [3.0, 7.0, 3.0]))
