# Flux: layers, losses, initialisers, one-hot encoding and explicit-gradient training with the names
# and semantics of FluxML/Flux.jl 0.14-0.16 (src/layers/*.jl, src/losses/functions.jl, src/utils.jl,
# src/train.jl), OneHotArrays (onehotbatch, onecold) and Optimisers 0.4 (z_optimisers.jl). Layers
# are plain structs, so `gradient(m -> loss(m(x), y), model)` gives NamedTuple trees and
# `Flux.update!(opt_state, model, grad)` changes the model's arrays in place. Differences from Flux
# are listed in docs/flux.md.
# The file name sorts after z_zygote.jl: Flux builds on NNlib, Zygote, Functors and Optimisers.

module Flux

using ..NNlib
using ..Zygote
using ..Optimisers
using ..Random
import ..ChainRulesCore
import ..Functors
import ..Functors: fmap, functor, children, isleaf

export Chain, Dense, Scale, Conv, CrossCor, SamePad, MaxPool, MeanPool, GlobalMaxPool, GlobalMeanPool,
       AdaptiveMaxPool, AdaptiveMeanPool, Dropout, BatchNorm, LayerNorm, Embedding, SkipConnection, Parallel,
       Maxout, glorot_uniform, glorot_normal, kaiming_uniform, kaiming_normal, zeros32, ones32, rand32,
       randn32, onehot, onehotbatch, onecold, trainmode!, testmode!, f16, f32, f64, cpu, gpu, gradient,
       withgradient

# ---- re-exports: Flux's `using NNlib, Zygote, Optimisers` names, as bindings of Flux's own ----
# (juxla cannot export a binding a module imported, so each is a const of the same object)
const σ = NNlib.σ
const sigmoid = NNlib.sigmoid
const hardσ = NNlib.hardσ
const hardsigmoid = NNlib.hardsigmoid
const logσ = NNlib.logσ
const logsigmoid = NNlib.logsigmoid
const hardtanh = NNlib.hardtanh
const relu = NNlib.relu
const leakyrelu = NNlib.leakyrelu
const relu6 = NNlib.relu6
const elu = NNlib.elu
const gelu = NNlib.gelu
const gelu_tanh = NNlib.gelu_tanh
const gelu_sigmoid = NNlib.gelu_sigmoid
const swish = NNlib.swish
const hardswish = NNlib.hardswish
const lisht = NNlib.lisht
const selu = NNlib.selu
const celu = NNlib.celu
const trelu = NNlib.trelu
const softsign = NNlib.softsign
const softplus = NNlib.softplus
const logcosh = NNlib.logcosh
const mish = NNlib.mish
const tanhshrink = NNlib.tanhshrink
const softshrink = NNlib.softshrink
const tanh_fast = NNlib.tanh_fast
const sigmoid_fast = NNlib.sigmoid_fast
const softmax = NNlib.softmax
const logsoftmax = NNlib.logsoftmax
const logsumexp = NNlib.logsumexp
const conv = NNlib.conv
const maxpool = NNlib.maxpool
const meanpool = NNlib.meanpool
const batched_mul = NNlib.batched_mul
const dropout = NNlib.dropout
const gradient = Zygote.gradient
const withgradient = Zygote.withgradient
export σ, sigmoid, hardσ, hardsigmoid, logσ, logsigmoid, hardtanh, relu, leakyrelu, relu6, elu, gelu,
       gelu_tanh, gelu_sigmoid, swish, hardswish, lisht, selu, celu, trelu, softsign, softplus, logcosh,
       mish, tanhshrink, softshrink, tanh_fast, sigmoid_fast, softmax, logsoftmax, logsumexp, conv,
       maxpool, meanpool, batched_mul, dropout
const Descent = Optimisers.Descent
const Momentum = Optimisers.Momentum
const Nesterov = Optimisers.Nesterov
const RMSProp = Optimisers.RMSProp
const Adam = Optimisers.Adam
const AdamW = Optimisers.AdamW
const AdaGrad = Optimisers.AdaGrad
const WeightDecay = Optimisers.WeightDecay
const ClipGrad = Optimisers.ClipGrad
const ClipNorm = Optimisers.ClipNorm
const OptimiserChain = Optimisers.OptimiserChain
export Descent, Momentum, Nesterov, RMSProp, Adam, AdamW, AdaGrad, WeightDecay, ClipGrad, ClipNorm, OptimiserChain
const update! = Optimisers.update!
const adjust! = Optimisers.adjust!
const freeze! = Optimisers.freeze!
const thaw! = Optimisers.thaw!
const trainable = Optimisers.trainable
const trainables = Optimisers.trainables

# ---- initialisers (src/utils.jl): Float32 arrays; (rng, dims...) and (dims...) forms, and
# init(; kw...) / init(rng) give a function of the dims (spelled as separate methods: a zero-argument
# call that both a vararg and a default-argument method accept crashes juxla) ----

default_rng() = Random.default_rng()

nfan() = 1, 1
nfan(n) = 1, n
nfan(n_out, n_in) = n_in, n_out
nfan(dims::Tuple) = nfan(dims...)
nfan(dims...) = prod(dims[1:end-2]) .* (dims[end-1], dims[end])

function glorot_uniform(rng::Random.AbstractRNG, dims::Integer...; gain::Real = 1)
    scale = Float32(gain) * sqrt(24.0f0 / sum(nfan(dims...)))
    return (rand(rng, Float32, dims...) .- 0.5f0) .* scale
end
function glorot_normal(rng::Random.AbstractRNG, dims::Integer...; gain::Real = 1)
    std = Float32(gain) * sqrt(2.0f0 / sum(nfan(dims...)))
    return randn(rng, Float32, dims...) .* std
end
function kaiming_uniform(rng::Random.AbstractRNG, dims::Integer...; gain::Real = √2)
    bound = Float32(√3 * gain / sqrt(first(nfan(dims...))))
    return (rand(rng, Float32, dims...) .- 0.5f0) .* 2bound
end
function kaiming_normal(rng::Random.AbstractRNG, dims::Integer...; gain::Real = √2.0f0)
    std = Float32(gain / sqrt(first(nfan(dims...))))
    return randn(rng, Float32, dims...) .* std
end
glorot_uniform(d1::Integer, dims::Integer...; kw...) = glorot_uniform(default_rng(), d1, dims...; kw...)
glorot_uniform(rng::Random.AbstractRNG; init_kw...) = (dims...; kw...) -> glorot_uniform(rng, dims...; init_kw..., kw...)
glorot_uniform(; init_kw...) = glorot_uniform(default_rng(); init_kw...)
glorot_normal(d1::Integer, dims::Integer...; kw...) = glorot_normal(default_rng(), d1, dims...; kw...)
glorot_normal(rng::Random.AbstractRNG; init_kw...) = (dims...; kw...) -> glorot_normal(rng, dims...; init_kw..., kw...)
glorot_normal(; init_kw...) = glorot_normal(default_rng(); init_kw...)
kaiming_uniform(d1::Integer, dims::Integer...; kw...) = kaiming_uniform(default_rng(), d1, dims...; kw...)
kaiming_uniform(rng::Random.AbstractRNG; init_kw...) = (dims...; kw...) -> kaiming_uniform(rng, dims...; init_kw..., kw...)
kaiming_uniform(; init_kw...) = kaiming_uniform(default_rng(); init_kw...)
kaiming_normal(d1::Integer, dims::Integer...; kw...) = kaiming_normal(default_rng(), d1, dims...; kw...)
kaiming_normal(rng::Random.AbstractRNG; init_kw...) = (dims...; kw...) -> kaiming_normal(rng, dims...; init_kw..., kw...)
kaiming_normal(; init_kw...) = kaiming_normal(default_rng(); init_kw...)
zeros32(dims::Integer...) = zeros(Float32, dims...)
ones32(dims::Integer...) = ones(Float32, dims...)
rand32(dims::Integer...) = rand(Float32, dims...)
randn32(dims::Integer...) = randn(Float32, dims...)
rand32(rng::Random.AbstractRNG, dims::Integer...) = rand(rng, Float32, dims...)
randn32(rng::Random.AbstractRNG, dims::Integer...) = randn(rng, Float32, dims...)

# bias = true: zeros of the weight's type; false: no bias; an array: checked and converted
create_bias(weights::AbstractArray, bias::Bool, dims::Integer...) = bias ? fill!(similar(weights, dims...), 0) : false
function create_bias(weights::AbstractArray, bias::AbstractArray, dims::Integer...)
    size(bias) == dims || throw(DimensionMismatch("expected bias of size $(dims), got size $(size(bias))"))
    return eltype(bias) == eltype(weights) ? bias : eltype(weights).(bias)
end

# ---- helpers shared by layers ----

ofeltype(x, y) = convert(float(eltype(x)), y)
epseltype(x) = eps(float(eltype(x)))

function _size_check(layer, x::AbstractArray, dn::Pair)
    d, n = dn
    d > 0 || throw(DimensionMismatch("layer $(_desc(layer)) expects ndims(input) > $(ndims(x) - d), but got $(_summary(x))"))
    size(x, d) == n || throw(DimensionMismatch("layer $(_desc(layer)) expects size(input, $d) == $n, but got $(_summary(x))"))
    return nothing
end
# Error messages are built from host values with string interpolation only: in compiled code a
# layer holds staged arrays, and printing into an IOBuffer (show, join, summary) is refused there.
_summary(x::AbstractArray) = ndims(x) == 1 ? "$(length(x))-element $(typeof(x))" : "$(_joinstr(size(x), "×")) $(typeof(x))"
_joinstr(t, sep) = isempty(t) ? "" : foldl((acc, v) -> acc * sep * string(v), Base.tail(Tuple(t)); init = string(first(t)))

# The input in the layer's float type: integer input becomes floats, Float64 input to a Float32
# layer becomes Float32 (Flux also warns once; juxla does not).
_match_eltype(layer, x) = _match_eltype(layer, eltype(layer.weight), x)
function _match_eltype(layer, ::Type{T}, x::AbstractArray) where {T}
    S = eltype(x)
    S === T && return x
    (T === Float32 && S === Float64) && return Float32.(x)
    S <: Integer && return T.(x)
    return x
end

# A layer's integer settings (stride, pad, window, dims) are compile-time constants of compiled
# code: a number argument used as a size is compiled in, staging restarting once per such use (and
# giving up after 16). An array sized by their sum asks for all of a layer's at once.
_static_ints(xs...) = (zeros(Bool, abs(foldl(+, map(_intsum, xs); init = 0)) % 2); nothing)
_intsum(t::Tuple) = foldl(+, map(_intsum, t); init = 0)
_intsum(n::Integer) = n
_intsum(x) = 0

_act_bias(σ, y, b::Bool) = b ? throw(ArgumentError("a layer's bias is an array or false")) : σ.(y)
_act_bias(σ, y, b::AbstractArray) = σ.(y .+ b)

_maybetuple_string(pad) = string(pad)
_maybetuple_string(pad::Tuple) = all(==(pad[1]), pad) ? string(pad[1]) : string(pad)

# `m.active` if set, else whether the call runs under a gradient (Flux 0.14's _isactive)
_isactive(m, x) = isnothing(m.active) ? NNlib.within_gradient(x) : m.active
# NNlib's rule: under a gradient, within_gradient is true
ChainRulesCore.rrule(::typeof(NNlib.within_gradient), x) = true, _ -> (ChainRulesCore.NoTangent(), ChainRulesCore.NoTangent())

_tidy_active(mode::Bool) = mode
_tidy_active(::Nothing) = nothing
_tidy_active(mode) = mode === :auto ? nothing :
    throw(ArgumentError("active = $(repr(mode)) is not accepted, must be true/false/nothing or :auto"))

# ---- Chain (src/layers/basic.jl) ----

struct Chain{T<:Union{Tuple,NamedTuple}}
    layers::T
end
Chain(xs...) = Chain(xs)
# The vector form keeps its layers as a tuple: gradients do not reach into a Vector{Any} in juxla.
Chain(xs::AbstractVector) = Chain(Tuple(xs))
function Chain(; kw...)
    haskey(values(kw), :layers) && throw(ArgumentError("a Chain cannot have a named layer called `layers`"))
    isempty(kw) && return Chain(())
    return Chain(values(kw))
end

(c::Chain)(x) = _applychain(c.layers, x)
function _applychain(layers::Tuple, x)
    for f in layers
        x = f(x)
    end
    return x
end
_applychain(layers::NamedTuple, x) = _applychain(values(layers), x)

Base.getindex(c::Chain, i::Integer) = c.layers[i]
Base.getindex(c::Chain, i::Symbol) = getfield(c.layers, i)
Base.getindex(c::Chain, i::AbstractArray) = Chain(c.layers[i])
Base.getindex(c::Chain{<:NamedTuple}, i::AbstractArray) =
    Chain(Base.__namedtuple(keys(c.layers)[i], values(c.layers)[i]))
Base.length(c::Chain) = length(c.layers)
Base.first(c::Chain) = first(c.layers)
Base.last(c::Chain) = last(c.layers)
Base.lastindex(c::Chain) = length(c.layers)
Base.firstindex(c::Chain) = 1
Base.keys(c::Chain) = keys(c.layers)
Base.iterate(c::Chain, i = 1) = i > length(c.layers) ? nothing : (c.layers[i], i + 1)
function Base.show(io::IO, c::Chain)
    print(io, "Chain(")
    _show_layers(io, c.layers)
    print(io, ")")
end
_show_layers(io, layers::Tuple) = join(io, layers, ", ")
_show_layers(io, layers::NamedTuple) = join(io, ["$k = $(layers[k])" for k in keys(layers)], ", ")

# the output of every layer, as a tuple
activations(c::Chain, x) = _activations(values(c.layers), x)
_activations(::Tuple{}, x) = ()
function _activations(fs::Tuple, x)
    y = first(fs)(x)
    return (y, _activations(Base.tail(fs), y)...)
end

# ---- Dense, Scale ----

struct Dense{F,M<:AbstractMatrix,B}
    weight::M
    bias::B
    σ::F
    function Dense(W::AbstractMatrix, bias = true, σ = identity)
        b = create_bias(W, bias, size(W, 1))
        return new{typeof(σ),typeof(W),typeof(b)}(W, b, σ)
    end
end
Dense(ch::Pair{<:Integer,<:Integer}, σ = identity; init = glorot_uniform, bias = true) =
    Dense(init(ch.second, ch.first), bias, σ)
Dense(in::Integer, out::Integer, σ = identity; init = glorot_uniform, bias = true) = Dense(init(out, in), bias, σ)

function (a::Dense)(x::Union{AbstractVector,AbstractMatrix})
    _size_check(a, x, 1 => size(a.weight, 2))
    σ = NNlib.fast_act(a.σ, x)
    return _act_bias(σ, a.weight * _match_eltype(a, x), a.bias)
end
function (a::Dense)(x::AbstractArray)
    _size_check(a, x, 1 => size(a.weight, 2))
    return reshape(a(reshape(x, size(x, 1), :)), :, size(x)[2:end]...)
end
_desc(l::Dense) = "Dense($(size(l.weight, 2)) => $(size(l.weight, 1))" * (l.σ == identity ? "" : ", $(l.σ)") *
                  (l.bias === false ? "; bias=false" : "") * ")"
Base.show(io::IO, l::Dense) = print(io, _desc(l))

# σ.(scale .* x .+ bias), elementwise
struct Scale{F,A<:AbstractArray,B}
    scale::A
    bias::B
    σ::F
    function Scale(scale::AbstractArray, bias = true, σ = identity)
        b = create_bias(scale, bias, size(scale)...)
        return new{typeof(σ),typeof(scale),typeof(b)}(scale, b, σ)
    end
end
Scale(s1::Integer, s23::Integer...; bias = true, init = ones32, _act = identity) = Scale(init(s1, s23...), bias, _act)
Scale(size_act...; bias = true, init = ones32) = Scale(size_act[1:end-1]...; bias = bias, init = init, _act = size_act[end])
(a::Scale)(x::AbstractArray) = _act_bias(NNlib.fast_act(a.σ, x), a.scale .* x, a.bias)
function Base.show(io::IO, l::Scale)
    print(io, "Scale(", join(size(l.scale), ", "))
    l.σ == identity || print(io, ", ", l.σ)
    l.bias === false && print(io, "; bias=false")
    print(io, ")")
end

# ---- SkipConnection, Parallel, Maxout ----

struct SkipConnection{T,F}
    layers::T
    connection::F
end
(skip::SkipConnection)(input) = skip.connection(skip.layers(input), input)
Base.show(io::IO, b::SkipConnection) = print(io, "SkipConnection(", b.layers, ", ", b.connection, ")")

struct Parallel{F,T<:Union{Tuple,NamedTuple}}
    connection::F
    layers::T
end
Parallel(connection, layers...) = Parallel(connection, layers)
function Parallel(connection; kw...)
    layers = values(kw)
    (haskey(layers, :layers) || haskey(layers, :connection)) &&
        throw(ArgumentError("a Parallel layer cannot have a named sub-layer called `connection` or `layers`"))
    isempty(layers) && return Parallel(connection, ())
    return Parallel(connection, layers)
end
(m::Parallel)(x) = m.connection(map(f -> f(x), values(m.layers))...)
(m::Parallel)(xs::Tuple) = m(xs...)
function (m::Parallel)(xs...)
    nl, nx = length(m.layers), length(xs)
    nl == nx || throw(ArgumentError("Parallel with $nl sub-layers can take one input or $nl inputs, but got $nx inputs"))
    return m.connection(map((x, f) -> f(x), xs, values(m.layers))...)
end
Base.getindex(m::Parallel, i) = m.layers[i]
Base.length(m::Parallel) = length(m.layers)
function Base.show(io::IO, m::Parallel)
    print(io, "Parallel(", m.connection, ", ")
    _show_layers(io, m.layers)
    print(io, ")")
end

struct Maxout{T<:Tuple}
    layers::T
end
Maxout(layers...) = Maxout(layers)
Maxout(f::Function, n_alts::Integer) = Maxout(ntuple(_ -> f(), n_alts)...)
function (mo::Maxout)(input::AbstractArray)
    outs = map(f -> f(input), mo.layers)
    return foldl((acc, out) -> max.(acc, out), outs)
end
Base.show(io::IO, mo::Maxout) = (print(io, "Maxout("); _show_layers(io, mo.layers); print(io, ")"))

# ---- Embedding ----

struct Embedding{W<:AbstractMatrix}
    weight::W
end
Embedding(ch::Pair{<:Integer,<:Integer}; init = randn32) = Embedding(init(ch.second, ch.first))
(m::Embedding)(x::Integer) = m.weight[:, x]
(m::Embedding)(x::AbstractVector{<:Integer}) = m.weight[:, x]
(m::Embedding)(x::AbstractVector{Bool}) = m.weight * x
(m::Embedding)(x::AbstractMatrix{Bool}) = m.weight * x
(m::Embedding)(x::AbstractArray{<:Integer}) = reshape(m(vec(x)), :, size(x)...)
Base.show(io::IO, m::Embedding) = print(io, "Embedding(", size(m.weight, 2), " => ", size(m.weight, 1), ")")

# ---- Conv, CrossCor (src/layers/conv.jl): weights (k..., cin ÷ groups, cout); Conv is NNlib's conv
# (the kernel flipped, a true convolution), CrossCor its flipped = true (cross-correlation) ----

# pad = SamePad(): the output has the input's size at stride 1
struct SamePad end

expand(N, i::Tuple) = i
expand(N, i::Integer) = ntuple(_ -> Int(i), N)
calc_padding(lt, pad, k::Tuple, dilation, stride) = _calc_padding(pad, k, dilation)
_calc_padding(pad, k, dilation) = expand(2 * length(k), pad)
function _calc_padding(::SamePad, k, dilation)
    N = length(k)
    d = expand(N, dilation)
    amt = ntuple(i -> k[i] + (k[i] - 1) * (d[i] - 1) - 1, N)
    return ntuple(i -> isodd(i) ? cld(amt[(i + 1) ÷ 2], 2) : fld(amt[i ÷ 2], 2), 2N)
end

function convfilter(filter::NTuple{N,Integer}, ch::Pair{<:Integer,<:Integer}; init = glorot_uniform, groups = 1) where {N}
    cin, cout = ch
    cin % groups == 0 || throw(ArgumentError("Input channel dimension must be divisible by groups."))
    cout % groups == 0 || throw(ArgumentError("Output channel dimension must be divisible by groups."))
    return init(filter..., cin ÷ groups, cout)
end

struct Conv{N,M,F,A,V}
    σ::F
    weight::A
    bias::V
    stride::NTuple{N,Int}
    pad::NTuple{M,Int}
    dilation::NTuple{N,Int}
    groups::Int
end
# (juxla's default constructor does not infer N and M from NTuple fields, so these spell them out)
Conv(σ, w, b, stride::NTuple{N,Int}, pad::NTuple{M,Int}, dilation::NTuple{N,Int}, groups::Int) where {N,M} =
    Conv{N,M,typeof(σ),typeof(w),typeof(b)}(σ, w, b, stride, pad, dilation, groups)
function Conv(w::AbstractArray{T,N}, b = true, σ = identity; stride = 1, pad = 0, dilation = 1, groups = 1) where {T,N}
    stride = expand(N - 2, stride)
    dilation = expand(N - 2, dilation)
    pad = calc_padding(Conv, pad, size(w)[1:N-2], dilation, stride)
    bias = create_bias(w, b, size(w, N))
    return Conv(σ, w, bias, stride, pad, dilation, groups)
end
Conv(k::NTuple{N,Integer}, ch::Pair{<:Integer,<:Integer}, σ = identity; init = glorot_uniform, stride = 1, pad = 0,
     dilation = 1, groups = 1, bias = true) where {N} =
    Conv(convfilter(k, ch; init = init, groups = groups), bias, σ; stride = stride, pad = pad, dilation = dilation, groups = groups)

conv_reshape_bias(c) = c.bias isa AbstractVector ? reshape(c.bias, map(_ -> 1, c.stride)..., :, 1) : c.bias

# (a wrong input size is NNlib's DimensionMismatch, as in Flux)
function (c::Conv)(x::AbstractArray)
    _static_ints(c.stride, c.pad, c.dilation, c.groups)
    σ = NNlib.fast_act(c.σ, x)
    y = NNlib.conv(_match_eltype(c, x), c.weight; stride = c.stride, pad = c.pad, dilation = c.dilation, groups = c.groups)
    return _act_bias(σ, y, conv_reshape_bias(c))
end
_channels_in(l::Conv) = size(l.weight, ndims(l.weight) - 1) * l.groups
_channels_out(l) = size(l.weight, ndims(l.weight))
function _print_conv_opt(io::IO, l)
    l.σ == identity || print(io, ", ", l.σ)
    all(==(0), l.pad) || print(io, ", pad=", _maybetuple_string(l.pad))
    all(==(1), l.stride) || print(io, ", stride=", _maybetuple_string(l.stride))
    all(==(1), l.dilation) || print(io, ", dilation=", _maybetuple_string(l.dilation))
    (l isa Conv && l.groups != 1) && print(io, ", groups=", l.groups)
    l.bias === false && print(io, ", bias=false")
end
function Base.show(io::IO, l::Conv)
    print(io, "Conv(", size(l.weight)[1:ndims(l.weight)-2], ", ", _channels_in(l), " => ", _channels_out(l))
    _print_conv_opt(io, l)
    print(io, ")")
end

struct CrossCor{N,M,F,A,V}
    σ::F
    weight::A
    bias::V
    stride::NTuple{N,Int}
    pad::NTuple{M,Int}
    dilation::NTuple{N,Int}
end
CrossCor(σ, w, b, stride::NTuple{N,Int}, pad::NTuple{M,Int}, dilation::NTuple{N,Int}) where {N,M} =
    CrossCor{N,M,typeof(σ),typeof(w),typeof(b)}(σ, w, b, stride, pad, dilation)
function CrossCor(w::AbstractArray{T,N}, bias = true, σ = identity; stride = 1, pad = 0, dilation = 1) where {T,N}
    stride = expand(N - 2, stride)
    dilation = expand(N - 2, dilation)
    pad = calc_padding(CrossCor, pad, size(w)[1:N-2], dilation, stride)
    return CrossCor(σ, w, create_bias(w, bias, size(w, N)), stride, pad, dilation)
end
CrossCor(k::NTuple{N,Integer}, ch::Pair{<:Integer,<:Integer}, σ = identity; init = glorot_uniform, stride = 1, pad = 0,
         dilation = 1, bias = true) where {N} =
    CrossCor(convfilter(k, ch; init = init), bias, σ; stride = stride, pad = pad, dilation = dilation)
function (c::CrossCor)(x::AbstractArray)
    _static_ints(c.stride, c.pad, c.dilation)
    σ = NNlib.fast_act(c.σ, x)
    y = NNlib.conv(_match_eltype(c, x), c.weight; stride = c.stride, pad = c.pad, dilation = c.dilation, flipped = true)
    return _act_bias(σ, y, conv_reshape_bias(c))
end
function Base.show(io::IO, l::CrossCor)
    print(io, "CrossCor(", size(l.weight)[1:ndims(l.weight)-2], ", ", size(l.weight, ndims(l.weight) - 1), " => ", _channels_out(l))
    _print_conv_opt(io, l)
    print(io, ")")
end

# ---- pooling ----

struct MaxPool{N,M}
    k::NTuple{N,Int}
    pad::NTuple{M,Int}
    stride::NTuple{N,Int}
end
MaxPool(k::NTuple{N,Int}, pad::NTuple{M,Int}, stride::NTuple{N,Int}) where {N,M} = MaxPool{N,M}(k, pad, stride)
function MaxPool(k::NTuple{N,Integer}; pad = 0, stride = k) where {N}
    stride = expand(N, stride)
    return MaxPool(k, calc_padding(MaxPool, pad, k, 1, stride), stride)
end
(m::MaxPool)(x) = (_static_ints(m.k, m.pad, m.stride); NNlib.maxpool(x, m.k; pad = m.pad, stride = m.stride))

struct MeanPool{N,M}
    k::NTuple{N,Int}
    pad::NTuple{M,Int}
    stride::NTuple{N,Int}
end
MeanPool(k::NTuple{N,Int}, pad::NTuple{M,Int}, stride::NTuple{N,Int}) where {N,M} = MeanPool{N,M}(k, pad, stride)
function MeanPool(k::NTuple{N,Integer}; pad = 0, stride = k) where {N}
    stride = expand(N, stride)
    return MeanPool(k, calc_padding(MeanPool, pad, k, 1, stride), stride)
end
(m::MeanPool)(x) = (_static_ints(m.k, m.pad, m.stride); NNlib.meanpool(x, m.k; pad = m.pad, stride = m.stride))

function _show_pool(io, name, m)
    print(io, name, "(", m.k)
    all(==(0), m.pad) || print(io, ", pad=", _maybetuple_string(m.pad))
    m.stride == m.k || print(io, ", stride=", _maybetuple_string(m.stride))
    print(io, ")")
end
Base.show(io::IO, m::MaxPool) = _show_pool(io, "MaxPool", m)
Base.show(io::IO, m::MeanPool) = _show_pool(io, "MeanPool", m)

struct GlobalMaxPool end
struct GlobalMeanPool end
(g::GlobalMaxPool)(x) = NNlib.maxpool(x, size(x)[1:end-2])
(g::GlobalMeanPool)(x) = NNlib.meanpool(x, size(x)[1:end-2])
Base.show(io::IO, ::GlobalMaxPool) = print(io, "GlobalMaxPool()")
Base.show(io::IO, ::GlobalMeanPool) = print(io, "GlobalMeanPool()")

# windows chosen so that the output has size `out` (stride insize ÷ out)
struct AdaptiveMaxPool{S,O}
    out::NTuple{O,Int}
end
struct AdaptiveMeanPool{S,O}
    out::NTuple{O,Int}
end
AdaptiveMaxPool(out::NTuple{O,Integer}) where {O} = AdaptiveMaxPool{O + 2,O}(out)
AdaptiveMeanPool(out::NTuple{O,Integer}) where {O} = AdaptiveMeanPool{O + 2,O}(out)
function _adaptive_window(out, x)
    _static_ints(out)
    insize = size(x)[1:end-2]
    stride = ntuple(i -> insize[i] ÷ out[i], length(out))
    k = ntuple(i -> insize[i] - (out[i] - 1) * stride[i], length(out))
    return k, stride
end
function (a::AdaptiveMaxPool)(x::AbstractArray)
    k, stride = _adaptive_window(a.out, x)
    return NNlib.maxpool(x, k; pad = 0, stride = stride)
end
function (a::AdaptiveMeanPool)(x::AbstractArray)
    k, stride = _adaptive_window(a.out, x)
    return NNlib.meanpool(x, k; pad = 0, stride = stride)
end
Base.show(io::IO, a::AdaptiveMaxPool) = print(io, "AdaptiveMaxPool(", a.out, ")")
Base.show(io::IO, a::AdaptiveMeanPool) = print(io, "AdaptiveMeanPool(", a.out, ")")

# every dimension but the last folded into the first (MLUtils.flatten)
flatten(x::AbstractArray) = reshape(x, :, size(x)[end])

# ---- Dropout, BatchNorm, LayerNorm (src/layers/normalise.jl) ----

mutable struct Dropout{F,D,R<:Random.AbstractRNG}
    p::F
    dims::D
    active::Union{Bool,Nothing}
    rng::R
end
function Dropout(p::Real; dims = :, active::Union{Bool,Nothing} = nothing, rng = default_rng())
    0 <= p <= 1 || throw(ArgumentError("Dropout expects 0 ≤ p ≤ 1, got p = $p"))
    return Dropout(p, dims, active, rng)
end
# p does not get a gradient (NNlib's dropout rule)
function (a::Dropout)(x)
    _isactive(a, x) || return x
    _static_ints(a.dims)
    return NNlib.dropout(a.rng, x, Zygote.ignore_derivatives(a.p); dims = a.dims)
end
trainable(a::Dropout) = (;)
testmode!(m::Dropout, mode = true) = (m.active = isnothing(_tidy_active(mode)) ? nothing : !mode; m)
function Base.show(io::IO, d::Dropout)
    print(io, "Dropout(", d.p)
    d.dims === (:) || print(io, ", dims=", d.dims)
    d.active === nothing || print(io, ", active=", d.active)
    print(io, ")")
end

# mean and variance (uncorrected) over `dims`, as Statistics computes them: the sum times 1/n
function _mean_var(x::AbstractArray{T}, dims) where {T}
    n = prod(map(d -> size(x, d), dims))
    μ = sum(x; dims = dims) .* (one(T) / T(n))
    σ² = sum(abs2.(x .- μ); dims = dims) .* (one(T) / T(n))
    return μ, σ², n
end

mutable struct BatchNorm{F,V,N,W}
    λ::F
    β::V
    γ::V
    μ::W
    σ²::W
    ϵ::N
    momentum::N
    affine::Bool
    track_stats::Bool
    active::Union{Bool,Nothing}
    chs::Int
end
function BatchNorm(chs::Int, λ = identity; initβ = zeros32, initγ = ones32, affine::Bool = true, track_stats::Bool = true,
                   active::Union{Bool,Nothing} = nothing, eps::Real = 1.0f-5, momentum::Real = 0.1f0)
    β = affine ? initβ(chs) : nothing
    γ = affine ? initγ(chs) : nothing
    μ = track_stats ? zeros32(chs) : nothing
    σ² = track_stats ? ones32(chs) : nothing
    return BatchNorm(λ, β, γ, μ, σ², eps, momentum, affine, track_stats, active, chs)
end
trainable(bn::BatchNorm) = bn.affine ? (β = bn.β, γ = bn.γ) : (;)
testmode!(m::BatchNorm, mode = true) = (m.active = isnothing(_tidy_active(mode)) ? nothing : !mode; m)

function (BN::BatchNorm)(x::AbstractArray{T,N}) where {T,N}
    # the channel count from an array's size (a number field would be a staged value here)
    chs = BN.affine ? length(BN.γ) : BN.track_stats ? length(BN.μ) : BN.chs
    size(x, N - 1) == chs || throw(DimensionMismatch("layer BatchNorm($chs) expects size(input, $(N - 1)) == $chs, but got $(_summary(x))"))
    reduce_dims = (ntuple(identity, N - 2)..., N)
    stats_shape = ntuple(i -> i == N - 1 ? size(x, N - 1) : 1, N)
    if !_isactive(BN, x) && BN.track_stats  # test mode: the running statistics
        μ = reshape(BN.μ, stats_shape)
        σ² = reshape(BN.σ², stats_shape)
    else
        μ, σ², m = _mean_var(x, reduce_dims)
        BN.track_stats && _track_stats!(BN, Zygote.ignore_derivatives(μ), Zygote.ignore_derivatives(σ²), m)
    end
    o = (x .- μ) ./ sqrt.(σ² .+ convert(T, BN.ϵ))
    BN.affine || return BN.λ.(o)
    return BN.λ.(reshape(BN.γ, stats_shape) .* o .+ reshape(BN.β, stats_shape))
end
# the running statistics move towards the batch's, the variance with Bessel's correction
function _track_stats!(bn, μ, σ², m)
    V = eltype(bn.σ²)
    mtm = convert(V, bn.momentum)
    res_mtm = one(V) - mtm
    # (assigning converts to the field's element type, explicitly: staged `convert` of arrays is missing)
    bn.μ = V.(res_mtm .* bn.μ .+ mtm .* vec(μ))
    bn.σ² = V.(res_mtm .* bn.σ² .+ mtm .* (m / (m - one(V))) .* vec(σ²))
    return nothing
end
function Base.show(io::IO, l::BatchNorm)
    print(io, "BatchNorm(", l.chs)
    l.λ == identity || print(io, ", ", l.λ)
    l.affine || print(io, ", affine=false")
    l.active === nothing || print(io, ", active=", l.active)
    print(io, ")")
end

# (x - mean) / (std + eps) over `dims` (Flux 0.14-0.16's normalise; std uncorrected)
function normalise(x::AbstractArray; dims = ndims(x), eps = ofeltype(x, 1e-5))
    μ, σ², _ = _mean_var(x, dims isa Integer ? (dims,) : Tuple(dims))
    return (x .- μ) ./ (sqrt.(σ²) .+ eps)
end

struct LayerNorm{F,D,T,N}
    λ::F
    diag::D
    ϵ::T
    size::NTuple{N,Int}
    affine::Bool
end
LayerNorm(λ, diag, ϵ, size::NTuple{N,Int}, affine::Bool) where {N} =
    LayerNorm{typeof(λ),typeof(diag),typeof(ϵ),N}(λ, diag, ϵ, size, affine)
function LayerNorm(size::Tuple{Vararg{Int}}, λ = identity; affine::Bool = true, eps::Real = 1.0f-5)
    diag = affine ? Scale(size..., λ) : λ != identity ? Base.Fix1(broadcast, λ) : identity
    return LayerNorm(λ, diag, eps, size, affine)
end
LayerNorm(size::Integer...; kw...) = LayerNorm(Int.(size); kw...)
LayerNorm(size_act...; kw...) = LayerNorm(Int.(size_act[1:end-1]), size_act[end]; kw...)
function (a::LayerNorm)(x::AbstractArray)
    if a.affine  # (the sizes from the scale's array: a.size holds numbers, staged values in compiled code)
        sz = size(a.diag.scale)
        size(x)[1:length(sz)] == sz ||
            throw(DimensionMismatch("layer LayerNorm($(_joinstr(sz, ", "))) expects size(input)[1:$(length(sz))] == $sz, but got $(_summary(x))"))
    end
    return a.diag(normalise(x; dims = ntuple(identity, length(a.size)), eps = convert(float(eltype(x)), a.ϵ)))
end
function Base.show(io::IO, l::LayerNorm)
    print(io, "LayerNorm(", join(l.size, ", "))
    l.λ === identity || print(io, ", ", l.λ)
    l.affine || print(io, ", affine=false")
    print(io, ")")
end

# ---- train and test mode ----

# testmode!(m) makes every Dropout and BatchNorm in m inactive, trainmode!(m) active, and mode
# :auto (or nothing) lets them follow whether the call runs under a gradient.
function testmode!(m, mode = true)
    _tidy_active(mode)
    foreach(c -> testmode!(c, mode), children(m))
    return m
end
trainmode!(m, mode::Bool = true) = testmode!(m, !mode)
trainmode!(m, mode) = testmode!(m, _tidy_active(mode) === nothing ? :auto : mode)

# ---- precision and devices ----

_paramtype(::Type{T}, x::AbstractArray{<:AbstractFloat}) where {T} = eltype(x) === T ? x : T.(x)
_paramtype(::Type{T}, x) where {T} = x
f32(m) = fmap(x -> _paramtype(Float32, x), m)
f64(m) = fmap(x -> _paramtype(Float64, x), m)
f16(m) = fmap(x -> _paramtype(Float16, x), m)
cpu(x) = x
gpu(x) = x

# ---- one-hot encoding (OneHotArrays): Bool arrays here ----

# (over a tuple: in compiled code a search of a host array becomes a loop of the compiled code)
_findval(x, labels) = findfirst(isequal(x), Tuple(labels))
function onehot(x, labels, default...)
    i = _findval(x, labels)
    if i === nothing
        isempty(default) && error("Value $x is not in labels")
        return onehot(default[1], labels)
    end
    return [j == i for j in 1:length(labels)]
end
function onehotbatch(data, labels, default...)
    lab = collect(labels)
    if isempty(default)
        for x in data
            _findval(x, lab) === nothing && error("Value $x not found in labels")
        end
    else
        di = _findval(default[1], lab)
        di === nothing && error("Default value $(default[1]) is not in labels")
    end
    d = collect(data)
    hit = reshape(lab, :, 1) .== reshape(d, 1, :)
    if !isempty(default)  # values not in labels get the default's row
        hit = hit .| (((1:length(lab)) .== di) .& (sum(hit; dims = 1) .== 0))
    end
    return reshape(hit, length(lab), size(d)...)
end
onecold(y::AbstractVector, labels = 1:length(y)) = labels[argmax(y)]
function onecold(y::AbstractArray, labels = 1:size(y, 1))
    # the row of each column's maximum, by indexing a table of row numbers with argmax's
    # CartesianIndex array (compiled code can gather with those, not iterate them)
    rows = reshape(repeat(collect(1:size(y, 1)), length(y) ÷ size(y, 1)), size(y))
    idx = vec(rows[argmax(y; dims = 1)])
    return reshape(collect(labels)[idx], size(y)[2:end])
end

# ---- training (src/train.jl) ----

# The optimiser state for `model`: Optimisers.setup.
setup(rule::Optimisers.AbstractRule, model) = Optimisers.setup(rule, model)

# One step of the rule per item of `data`: loss(model, d...) differentiated with respect to the
# model, then update!. An item that is not a tuple is passed as one argument.
function train!(loss, model, data, opt; cb = nothing)
    isnothing(cb) || error("train! does not support callback functions. For more control use a loop with `gradient` and `update!`.")
    for (i, d) in enumerate(data)
        d_splat = d isa Tuple ? d : (d,)
        l, gs = Zygote.withgradient(m -> loss(m, d_splat...), model)
        isfinite(l) || throw(DomainError(l, "Loss is $l on data item $i, stopping training"))
        opt, model = Optimisers.update!(opt, model, gs[1])
    end
    return nothing
end

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

using .Losses

end # module Flux
