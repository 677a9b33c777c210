# Flux.outputsize and Flux.@autosize (Flux 0.14, src/outputsize.jl). Flux runs the model on arrays of
# its `Nil` number type; juxla stages the call instead, as @code_hlo does, and reads the result's
# shape from the StableHLO (Base.__staged_output_sizes): nothing is computed. Without a compiler, or
# inside code being compiled (where sizes are static anyway), the model runs on zeros.

# outputsize(m, inputsize::Tuple; padbatch=false): the size of `m`'s output for an input of that
# size (`padbatch=true` appends a batch of 1); several sizes for a model of several inputs.
function outputsize(m, inputsizes::Tuple...; padbatch = false)
    if length(inputsizes) == 1 && !isempty(inputsizes[1]) && inputsizes[1][1] isa Tuple
        return outputsize(m, inputsizes[1]...; padbatch = padbatch)
    end
    for s in inputsizes
        all(d -> d isa Integer, s) || throw(ArgumentError("outputsize needs input sizes as tuples of integers, got $s"))
    end
    xs = map(s -> zeros(Float32, (padbatch ? (s..., 1) : s)...), inputsizes)
    if !Base.__staging_active()
        sizes = Base.__staged_output_sizes(__apply_model, m, xs...)
        sizes isa Tuple && length(sizes) == 1 && return sizes[1]
    end
    return size(m(xs...))
end
__apply_model(m, xs...) = m(xs...)

# Flux's autosizefor: what `_` stands for, given the input `x` of the layer of type `T` (an array,
# or an __InputSize while @autosize builds the model): the channel dimension (second-last), or the
# first for the layers that act on it.
autosizefor(::Any, x) = size(x, max(1, ndims(x) - 1))
autosizefor(::Type{<:Dense}, x) = size(x, 1)
autosizefor(::Type{<:Embedding}, x) = size(x, 1)
autosizefor(::Type{<:LayerNorm}, x) = size(x, 1)
autosizefor(::Type{<:Scale}, x) = size(x, 1)

struct __InputSize
    dims::Tuple
end
Base.size(s::__InputSize) = s.dims
Base.size(s::__InputSize, d::Integer) = d <= length(s.dims) ? s.dims[d] : 1
Base.ndims(s::__InputSize) = length(s.dims)

# A layer of @autosize whose arguments hold `_`: `make(x)` builds it for an input like `x`.
struct LazyLayer
    str::String
    make
end
Base.show(io::IO, l::LazyLayer) = print(io, "LazyLayer(", l.str, ")")

__haslazy(x) = false
__haslazy(::LazyLayer) = true
__haslazy(c::Chain) = any(__haslazy, values(c.layers))
__haslazy(s::SkipConnection) = __haslazy(s.layers) || __haslazy(s.connection)
__haslazy(p::Parallel) = __haslazy(p.connection) || any(__haslazy, values(p.layers))

# Flux.@autosize (sizes...) model expands to this (src/compiler/lower_testing.cpp): each LazyLayer
# is built from the output size of what precedes it, found by staging that part of the model once.
function __autosize(insize::Tuple, model)
    all(d -> d isa Integer, insize) || throw(ArgumentError("@autosize needs the input size as a tuple of integers, got $insize"))
    built, _ = __autosize_layer(model, insize)
    return built
end

# (the layer with its LazyLayers built, its output size)
__autosize_layer(layer, s) = (layer, outputsize(layer, s))

function __autosize_layer(l::LazyLayer, s)
    layer = l.make(__InputSize(s))
    return __autosize_layer(layer, s)
end

function __autosize_layer(c::Chain, s)
    __haslazy(c) || return (c, outputsize(c, s))
    built = Any[]
    pending = Any[]    # layers after the last size known, staged together when a size is needed
    for layer in values(c.layers)
        if __haslazy(layer)
            if !isempty(pending)
                s = outputsize(Chain(pending...), s)
                empty!(pending)
            end
            layer, s = __autosize_layer(layer, s)
        else
            push!(pending, layer)
        end
        push!(built, layer)
    end
    isempty(pending) || (s = outputsize(Chain(pending...), s))
    layers = Tuple(built)
    c.layers isa NamedTuple && (layers = Base.__namedtuple(keys(c.layers), layers))
    return (Chain(layers), s)
end

function __autosize_layer(sc::SkipConnection, s)
    __haslazy(sc) || return (sc, outputsize(sc, s))
    __haslazy(sc.connection) && throw(ArgumentError("@autosize cannot size a SkipConnection's connection"))
    inner, _ = __autosize_layer(sc.layers, s)
    built = SkipConnection(inner, sc.connection)
    return (built, outputsize(built, s))
end

function __autosize_layer(p::Parallel, s)
    __haslazy(p) || return (p, outputsize(p, s))
    __haslazy(p.connection) && throw(ArgumentError("@autosize cannot size a Parallel's connection"))
    layers = map(l -> __autosize_layer(l, s)[1], values(p.layers))
    p.layers isa NamedTuple && (layers = Base.__namedtuple(keys(p.layers), layers))
    built = Parallel(p.connection, layers)
    return (built, outputsize(built, s))
end
