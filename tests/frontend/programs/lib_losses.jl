function mse(ŷ, y; agg = mean)
    _check_sizes(ŷ, y)
    agg(abs2.(ŷ .- y))
end

function crossentropy(ŷ, y; dims = 1, agg = mean, eps::Real = epseltype(ŷ))
    _check_sizes(ŷ, y)
    agg(.-sum(xlogy.(y, ŷ .+ eps); dims = dims))
end

function logitcrossentropy(ŷ, y; dims = 1, agg = mean)
    _check_sizes(ŷ, y)
    agg(.-sum(y .* logsoftmax(ŷ; dims = dims); dims = dims))
end

function huber_loss(ŷ, y; agg = mean, δ = ofeltype(ŷ, 1))
    δ_tmp = δ
    abs_error = abs.(ŷ .- y)
    temp = Zygote.ignore_derivatives(abs_error .< δ_tmp)
    x = ofeltype(ŷ, 0.5)
    agg(((abs_error .^ 2) .* temp) .* x .+ δ_tmp * (abs_error .- x * δ_tmp) .* (1 .- temp))
end

binarycrossentropy(ŷ, y; agg = mean, eps = epseltype(ŷ)) =
    agg(@.(-xlogy(y, ŷ + eps) - xlogy(1 - y, 1 - ŷ + eps)))
