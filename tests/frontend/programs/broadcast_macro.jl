@. y = relu(W * x + b)
@. loss = (ŷ - y)^2
z = @. a * b + c
@. x = x - η * ∇
out = @.(sin(x) + cos(y))
@. m.W -= 0.1 * g
