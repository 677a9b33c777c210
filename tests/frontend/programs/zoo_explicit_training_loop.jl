using Flux, Optimisers, Zygote

model = Chain(Dense(4 => 16, tanh), Dense(16 => 3), softmax)
opt_state = Optimisers.setup(Optimisers.Adam(1f-3), model)
losses = Float32[]

for epoch in 1:100
    for (x, y) in train_data
        val, grads = Flux.withgradient(model) do m
            ŷ = m(x)
            Flux.crossentropy(ŷ, y)
        end
        if !isfinite(val)
            @warn "loss is $val on epoch $epoch"
            continue
        end
        opt_state, model = Optimisers.update!(opt_state, model, grads[1])
        push!(losses, val)
    end
    if epoch % 10 == 0
        @info "epoch $epoch" loss = losses[end]
    end
end
