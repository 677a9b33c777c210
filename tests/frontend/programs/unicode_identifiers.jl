# Greek letters, primes, subscripts and combining marks in names.
σ = 0.1
η = 1e-3
ŷ = model(x)
loss = sum((ŷ .- y) .^ 2)
x′ = x'
∇W = 2W
α₁, β₂ = 0.9, 0.999
Δx = x₂ - x₁
ɛ = µ
ℏ = 1.0
