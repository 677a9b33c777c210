# Part of module Flux (prelude/zz_flux.jl includes it): the Losses submodule.

# ---- losses (src/losses/functions.jl): agg = mean unless given ----

module Losses

using ..NNlib: logsoftmax, logσ
using ...Statistics: mean

export mse, mae, msle, huber_loss, crossentropy, logitcrossentropy, binarycrossentropy, logitbinarycrossentropy,
       kldivergence, poisson_loss, hinge_loss, squared_hinge_loss, label_smoothing

ofeltype(x, y) = convert(float(eltype(x)), y)
epseltype(x) = eps(float(eltype(x)))
function xlogy(x, y)
    result = x * log(y)
    return ifelse(iszero(x), zero(result), result)
end
function xlogx(x)
    result = x * log(x)
    return ifelse(iszero(x), zero(result), result)
end

function _check_sizes(ŷ::AbstractArray, y::AbstractArray)
    for d in 1:max(ndims(ŷ), ndims(y))
        size(ŷ, d) == size(y, d) ||
            throw(DimensionMismatch("loss function expects size(ŷ) = $(size(ŷ)) to match size(y) = $(size(y))"))
    end
end
_check_sizes(ŷ, y) = nothing

mae(ŷ, y; agg = mean) = (_check_sizes(ŷ, y); agg(abs.(ŷ .- y)))
mse(ŷ, y; agg = mean) = (_check_sizes(ŷ, y); agg(abs2.(ŷ .- y)))
function msle(ŷ, y; agg = mean, eps::Real = epseltype(ŷ), ϵ = nothing)
    e = ϵ === nothing ? eps : ϵ
    _check_sizes(ŷ, y)
    return agg((log.((ŷ .+ e) ./ (y .+ e))) .^ 2)
end
function huber_loss(ŷ, y; agg = mean, delta::Real = 1, δ = nothing)
    d = ofeltype(ŷ, δ === nothing ? delta : δ)
    _check_sizes(ŷ, y)
    abs_error = abs.(ŷ .- y)
    temp = abs_error .< d
    x = ofeltype(ŷ, 0.5)
    return agg(((abs_error .^ 2) .* temp) .* x .+ d .* (abs_error .- x * d) .* (1 .- temp))
end
function crossentropy(ŷ, y; dims = 1, agg = mean, eps::Real = epseltype(ŷ), ϵ = nothing)
    e = ϵ === nothing ? eps : ϵ
    _check_sizes(ŷ, y)
    return agg(.-sum(xlogy.(y, ŷ .+ e); dims = dims))
end
function logitcrossentropy(ŷ, y; dims = 1, agg = mean)
    _check_sizes(ŷ, y)
    return agg(.-sum(y .* logsoftmax(ŷ; dims = dims); dims = dims))
end
function binarycrossentropy(ŷ, y; agg = mean, eps::Real = epseltype(ŷ), ϵ = nothing)
    e = ϵ === nothing ? eps : ϵ
    _check_sizes(ŷ, y)
    return agg(.-xlogy.(y, ŷ .+ e) .- xlogy.(1 .- y, 1 .- ŷ .+ e))
end
function logitbinarycrossentropy(ŷ, y; agg = mean)
    _check_sizes(ŷ, y)
    return agg((1 .- y) .* ŷ .- logσ.(ŷ))
end
function kldivergence(ŷ, y; dims = 1, agg = mean, eps::Real = epseltype(ŷ), ϵ = nothing)
    e = ϵ === nothing ? eps : ϵ
    _check_sizes(ŷ, y)
    entropy = agg(sum(xlogx.(y); dims = dims))
    return entropy + crossentropy(ŷ, y; dims = dims, agg = agg, eps = e)
end
poisson_loss(ŷ, y; agg = mean) = (_check_sizes(ŷ, y); agg(ŷ .- xlogy.(y, ŷ)))
hinge_loss(ŷ, y; agg = mean) = (_check_sizes(ŷ, y); agg(max.(0, 1 .- ŷ .* y)))
squared_hinge_loss(ŷ, y; agg = mean) = (_check_sizes(ŷ, y); agg((max.(0, 1 .- ŷ .* y)) .^ 2))
function label_smoothing(y::Union{AbstractArray,Number}, α::Number; dims::Int = 1)
    0 < α < 1 || throw(ArgumentError("α must be between 0 and 1"))
    dims == 0 && return y .* (1 - α) .+ α / 2
    dims == 1 && return y .* (1 - α) .+ α / size(y, 1)
    throw(ArgumentError("`dims` should be either 0 or 1"))
end

end # module Losses
