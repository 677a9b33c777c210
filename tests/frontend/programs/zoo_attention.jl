struct MultiHeadAttention{Q,K,V,O}
    nheads::Int
    q_proj::Q
    k_proj::K
    v_proj::V
    out_proj::O
end

function MultiHeadAttention(dims::Int; nheads::Int = 8, bias::Bool = false)
    @assert dims % nheads == 0 "dims should be divisible by nheads"
    q = Dense(dims => dims; bias)
    k = Dense(dims => dims; bias)
    v = Dense(dims => dims; bias)
    o = Dense(dims => dims)
    return MultiHeadAttention(nheads, q, k, v, o)
end

function (mha::MultiHeadAttention)(x::AbstractArray{T,3}; mask = nothing) where {T}
    q, k, v = mha.q_proj(x), mha.k_proj(x), mha.v_proj(x)
    d = size(q, 1) ÷ mha.nheads
    scores = batched_mul(batched_transpose(k), q) ./ √T(d)
    if mask !== nothing
        scores = ifelse.(mask, scores, typemin(T))
    end
    α = softmax(scores; dims = 1)
    return mha.out_proj(batched_mul(v, α)), α
end

causal_mask(n) = [i <= j for i in 1:n, j in 1:n]
