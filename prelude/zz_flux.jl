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

include("flux/conv.jl")
include("flux/normalise.jl")
include("flux/recurrent.jl")

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
# The first value of `data` not in `labels` (whose columns of `hit` are all false), as OneHotArrays
# reports it. Called by the host, also from compiled code (MLUtils.__host_call), where the values
# are only known when the code runs.
function _onehot_missing(d, found)
    for (x, f) in zip(d, found)
        f || error("Value $x not found in labels")
    end
end
function onehotbatch(data, labels, default...)
    lab = collect(labels)
    if !isempty(default)
        di = _findval(default[1], lab)
        di === nothing && error("Default value $(default[1]) is not in labels")
    end
    d = collect(data)
    hit = reshape(lab, :, 1) .== reshape(d, 1, :)
    if isempty(default)  # one check of all the data (a whole-array test, so compiled code can make it)
        found = vec(sum(hit; dims = 1) .> 0)
        all(found) || MLUtils.__host_call(_onehot_missing, d, found)
    else  # values not in labels get the default's row
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
# Over a DataLoader the whole epoch is one compiled function (docs/flux.md "DataLoader and epochs");
# `progress` (a juxla extension) draws a progress bar on stderr as the steps run; by default when
# stderr is a terminal.
function train!(loss, model, data, opt; cb = nothing, progress::Bool = Base.__stderr_is_terminal())
    isnothing(cb) || error("train! does not support callback functions. For more control use a loop with `gradient` and `update!`.")
    total = progress ? length(data) : 0
    items = data isa MLUtils.DataLoader ? data.batchsize : 1
    for (i, d) in enumerate(data)
        d_splat = d isa Tuple ? d : (d,)
        l, gs = Zygote.withgradient(m -> loss(m, d_splat...), model)
        isfinite(l) || MLUtils.__host_call(_nonfinite_loss, l, i)  # raised by the host, also mid-run
        opt, model = Optimisers.update!(opt, model, gs[1])
        progress && MLUtils.__host_call(MLUtils._show_progress, i, total, items, l)
    end
    return nothing
end

include("flux/losses.jl")
include("flux/implicit.jl")
include("flux/data.jl")
include("flux/state.jl")
include("flux/outputsize.jl")

using .Losses

end # module Flux
