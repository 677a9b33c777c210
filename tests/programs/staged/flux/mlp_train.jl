# End-to-end training: Chain(Dense(4 => 8, tanh), Dense(8 => 8, relu), Dense(8 => 3)) on 24 samples
# of three classes, Flux.setup(Adam(), model) and 25 full-batch steps of logitcrossentropy with
# Flux.withgradient + Flux.update! in one compiled step function. The loss before every step and
# the final weights match PyTorch's run with the same weights, data and optimiser
# (make_fixtures.py): Float64 within 1e-5 (relative), Float32 within 1e-4. The loss decreases.
# Then the same training through Flux.train! from a fresh copy of the weights, which must land on
# the same weights.
using Flux

rel(num, den) = sqrt(num / den)
loss(m, x, y) = Flux.logitcrossentropy(m(x), y)
function step!(model, opt, x, y)
    l, grads = Flux.withgradient(m -> loss(m, x, y), model)
    Flux.update!(opt, model, grads[1])
    return l
end

function make_model(T)
    layer(i, σ) = Dense(T.(read_npy("data/mlp_W$i.npy")), T.(read_npy("data/mlp_b$i.npy")), σ)
    return Chain(layer(1, tanh), layer(2, relu), layer(3, identity))
end

function check(T, tag)
    tol = T == Float64 ? 1e-5 : 1e-4
    x = T.(read_npy("data/mlp_x.npy"))
    y = Flux.onehotbatch(read_npy("data/mlp_labels.npy"), 0:2)
    model = make_model(T)
    opt = Flux.setup(Adam(), model)
    ref = read_npy("data/mlp_$(tag)_losses.npy")
    losses = T[]
    for i in 1:length(ref)
        push!(losses, step!(model, opt, x, y))
    end
    println(tag, " ", length(losses), " steps, loss ", round(losses[1]; digits = 4), " -> ", round(losses[end]; digits = 4),
            ", decreasing ", all(diff(losses) .< 0))
    println(tag, " losses match ", maximum(abs.(losses .- ref) ./ abs.(ref)) <= tol)
    for i in 1:3
        W, b = read_npy("data/mlp_$(tag)_W$i.npy"), read_npy("data/mlp_$(tag)_b$i.npy")
        println(tag, " W$i ", rel(sum(abs2, model[i].weight .- W), sum(abs2, W)) <= tol, " b$i ", rel(sum(abs2, model[i].bias .- b), sum(abs2, b)) <= tol)
    end
    println(tag, " ", typeof(opt.layers[1].weight.state[3]), " ", round.(opt.layers[1].weight.state[3]; digits = 6))

    # Flux.train! over the same (x, y) 25 times: the same weights as the loop above
    model2 = make_model(T)
    opt2 = Flux.setup(Adam(), model2)
    Flux.train!(loss, model2, fill((x, y), length(ref)), opt2)
    println(tag, " train! ", rel(sum(abs2, model2[1].weight .- model[1].weight), sum(abs2, model[1].weight)) <= tol,
            " ", rel(sum(abs2, model2[3].bias .- model[3].bias), sum(abs2, model[3].bias)) <= tol)
end

check(Float64, "f64")
check(Float32, "f32")
