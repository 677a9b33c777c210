y = W * x .+ b
z = σ.(W * x .+ b) .* mask
w = a .* b * c
v = sum(x .^ 2) / n
u = f.(g.(x) .+ h(y))
t = x .+ y' .* z
s = -x .^ 2
r = exp.(-(x .- μ) .^ 2 ./ (2σ^2))
