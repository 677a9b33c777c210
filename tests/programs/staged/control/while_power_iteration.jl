# Power iteration until the eigenvalue estimate settles: a while loop carrying a vector, the
# estimate and a counter, its condition reading two carried scalars.
function power_iter(A, v)
    lam = 0.0
    prev = Inf
    k = 0
    while abs(lam - prev) > 1e-12 && k < 500
        w = A * v
        prev = lam
        lam = sum(v .* w) / sum(v .* v)
        v = w ./ sqrt(sum(w .* w))
        k += 1
    end
    lam, v, k
end
lam, v, k = power_iter([2.0 1.0; 1.0 3.0], [1.0, 0.0])
println(round(lam; digits=8))
println(round.(abs.(v); digits=6))
println(k < 500)
lam, v, k = power_iter([4.0 0.0 0.0; 0.0 1.0 0.0; 0.0 0.0 2.0], [1.0, 1.0, 1.0])
println(round(lam; digits=8), " ", round.(abs.(v); digits=6))
