for i in 1:10
    s += i
end
for i = 1:n, j = 1:m
    A[i, j] = i * j
end
for (x, y) in zip(xs, ys)
    push!(out, x + y)
end
for x ∈ xs
end
for i in eachindex(v)
    v[i] > 0 || continue
    v[i] < 10 && break
end
for outer i in 1:3
end
for (i, (a, b)) in enumerate(pairs)
end
for epoch in 1:epochs; train!(model, data); end
