struct Dense{F, M<:AbstractMatrix, B}
    weight::M
    bias::B
    σ::F
    function Dense(W::M, bias = true, σ::F = identity) where {M<:AbstractMatrix, F}
        b = create_bias(W, bias, size(W, 1))
        new{F,M,typeof(b)}(W, b, σ)
    end
end

function Dense((in, out)::Pair{<:Integer, <:Integer}, σ = identity;
               init = glorot_uniform, bias = true)
    Dense(init(out, in), bias, σ)
end

@layer Dense

function (a::Dense)(x::AbstractVecOrMat)
    _size_check(a, x, 1 => size(a.weight, 2))
    σ = NNlib.fast_act(a.σ, x)
    xT = _match_eltype(a, x)
    return σ.(a.weight * xT .+ a.bias)
end

(a::Dense)(x::AbstractArray) =
    reshape(a(reshape(x, size(x, 1), :)), :, size(x)[2:end]...)

function Base.show(io::IO, l::Dense)
    print(io, "Dense(", size(l.weight, 2), " => ", size(l.weight, 1))
    l.σ == identity || print(io, ", ", l.σ)
    l.bias == false && print(io, "; bias=false")
    print(io, ")")
end
