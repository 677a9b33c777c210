function setup(rule::AbstractRule, model)
    cache = IdDict()
    tree = _setup(rule, model; cache)
    isempty(cache) && @warn "setup found no trainable parameters in this model"
    tree
end

function update!(tree, model, grad, higher...)
    grads!(IdDict{Leaf,Any}(), tree, grad, higher...)
    newmodel = _update!(tree, model; grads, params = IdDict())
    tree, newmodel
end

subtract!(x, x̄) = maywrite(x) ? (x .= x .- x̄) : eltype(x).(x .- x̄)

@inline onevalue(λ::T, x::AbstractArray{T}) where T = map(_ -> λ, x)
