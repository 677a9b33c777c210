# `juxla compile --entry train!` / `--entry epoch!` of an epoch over a DataLoader
# (tests/staging/compile_epoch_test.sh): one module whose one stablehlo.while gathers each batch and
# holds the forward pass, the backward pass and the update; with `progress = true` it also holds
# the outfeed that feeds the progress bar.
using Flux, Random
x = Float32.(sin.(reshape(1:60, 3, 20)))
y = Flux.onehotbatch([mod(j, 3) for j in 1:20], 0:2)
loss(m, x, y) = Flux.logitcrossentropy(m(x), y)
model = Chain(Dense(3 => 5, tanh), Dense(5 => 3))
opt = Flux.setup(Adam(), model)
loader = DataLoader((x, y); batchsize = 8, shuffle = true, rng = Xoshiro(1))
function epoch!(model, opt, loader)
    for (xb, yb) in loader
        g = gradient(m -> loss(m, xb, yb), model)
        Flux.update!(opt, model, g[1])
    end
end
for epoch in 1:2
    epoch!(model, opt, loader)
    Flux.train!(loss, model, loader, opt; progress = true)
end
