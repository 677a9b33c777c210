struct Chain{T<:Union{Tuple, NamedTuple, AbstractVector}}
    layers::T
end

Chain(xs...) = Chain(xs)
function Chain(; kw...)
    isempty(kw) && return Chain(())
    Chain(values(kw))
end

@forward Chain.layers Base.getindex, Base.length, Base.first, Base.last,
    Base.iterate, Base.lastindex, Base.keys, Base.firstindex

(c::Chain)(x) = _applychain(c.layers, x)

@generated function _applychain(layers::Tuple{Vararg{Any,N}}, x) where {N}
    symbols = vcat(:x, [gensym() for _ in 1:N])
    calls = [:($(symbols[i+1]) = layers[$i]($(symbols[i]))) for i in 1:N]
    Expr(:block, calls...)
end

function _applychain(layers::AbstractVector, x)
    for f in layers
        x = f(x)
    end
    x
end

Base.getindex(c::Chain, i::AbstractArray) = Chain(c.layers[i])
