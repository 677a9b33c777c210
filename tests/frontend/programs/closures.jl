function make_counter()
    count = 0
    increment() = (count += 1)
    return increment
end
function adder(n)
    x -> x + n
end
scale(a) = x -> a * x
compose(f, g) = x -> f(g(x))
loss(m) = (x, y) -> mse(m(x), y)
opt_step = let lr = 0.1
    (p, g) -> p .- lr .* g
end
