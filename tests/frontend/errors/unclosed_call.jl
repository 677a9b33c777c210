model = Chain(
    Dense(784 => 32, relu),
    Dense(32 => 10)

loss(x, y) = crossentropy(model(x), y)
