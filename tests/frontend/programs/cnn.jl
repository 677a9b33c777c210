# A small VGG-style network with an explicit training loop.
using Flux, Statistics

conv_block(cin, cout) = Chain(
    Conv((3, 3), cin => cout, relu; pad = 1),
    BatchNorm(cout),
    MaxPool((2, 2)),
)

model = Chain(
    conv_block(3, 16),
    conv_block(16, 32),
    Flux.flatten,
    Dense(8 * 8 * 32 => 10),
)

function accuracy(m, x, y)
    mean(Flux.onecold(m(x)) .== Flux.onecold(y))
end

opt_state = Flux.setup(Adam(1f-3), model)
for epoch in 1:5
    for (x, y) in loader
        l, grads = Flux.withgradient(model) do m
            Flux.logitcrossentropy(m(x), y)
        end
        Flux.update!(opt_state, model, grads[1])
    end
    @info "epoch $epoch" acc = accuracy(model, xtest, ytest)
end
