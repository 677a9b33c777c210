# MLUtils: the data-loading names a Flux user touches, with the semantics of JuliaML/MLUtils.jl 0.4
# (src/observation.jl, src/batchview.jl, src/dataloader.jl): observations are the last dimension
# of every array; a tuple or NamedTuple of arrays is one data set whose arrays share that count.
# `DataLoader` keeps the current epoch's order of observations in `indices`: the host fills it
# when an iteration starts (randperm!(rng, ...) when shuffling, as MLUtils' shuffleobs), and a
# `for` over a loader inside a compiled function reads it as an argument, gathering each batch
# in-graph (src/staging/epoch.cpp; docs/flux.md "DataLoader and epochs").
module MLUtils

using ..Random

export DataLoader, numobs, getobs, batchsize, shuffleobs, splitobs

# ---- the observation interface ----

numobs(x::AbstractArray) = size(x, ndims(x))
function numobs(data::Union{Tuple,NamedTuple})
    isempty(data) && return 0
    n = numobs(data[1])
    for x in data
        numobs(x) == n || throw(DimensionMismatch("All data containers must have the same number of observations."))
    end
    return n
end

getobs(x) = x
getobs(x::AbstractArray, idx) = x[ntuple(_ -> (:), ndims(x) - 1)..., idx]
getobs(data::Tuple, idx) = map(x -> getobs(x, idx), data)
getobs(data::NamedTuple, idx) = map(x -> getobs(x, idx), data)

# ---- DataLoader ----

mutable struct DataLoader{D,R}
    data::D
    batchsize::Int
    partial::Bool
    shuffle::Bool
    rng::R
    indices::Vector{Int}  # the order of this epoch's observations
end

function DataLoader(data; batchsize::Int = 1, shuffle::Bool = false, partial::Bool = true,
                    rng = Random.default_rng(), buffer = false, parallel = false, collate = nothing)
    # The batch size is compiled in (it is the batches' size): a loader made inside a compiled
    # function from a number argument (the model zoo's `loader(data; batchsize)`) asks for it
    # here, before any check on it, as a layer does for its integer settings (Flux._static_ints).
    zeros(Bool, abs(batchsize) % 2)
    batchsize > 0 || throw(ArgumentError("Need positive batchsize"))
    n = numobs(data)
    if n < batchsize
        @warn "Number of observations less than batchsize, decreasing the batchsize to $n"
        batchsize = max(n, 1)
    end
    return DataLoader(data, batchsize, partial, shuffle, rng, collect(1:n))
end

batchsize(d::DataLoader) = d.batchsize
numobs(d::DataLoader) = length(d)

function Base.length(d::DataLoader)
    n = numobs(d.data)
    return d.partial ? cld(n, d.batchsize) : fld(n, d.batchsize)
end

# A new epoch: a fresh permutation when shuffling (MLUtils: shuffleobs(rng, data) = obsview(data,
# randperm(rng, numobs(data)))), else the observations in order.
function _start_epoch!(d::DataLoader)
    if d.shuffle
        randperm!(d.rng, d.indices)
    else
        for i in 1:length(d.indices)
            d.indices[i] = i
        end
    end
    return d
end

function Base.iterate(d::DataLoader, i = 0)
    i == 0 && _start_epoch!(d)
    n = length(d.indices)
    stop = d.partial ? n : n - d.batchsize + 1
    i >= stop && return nothing
    j = min(i + d.batchsize, n)
    return getobs(d.data, d.indices[i+1:j]), j
end

Base.IteratorEltype(::Type{<:DataLoader}) = Base.EltypeUnknown()

# A compiled epoch (src/staging/epoch.cpp): the full batches' count, the batch size and the size of
# the last, partial batch (0 when there is none or `partial = false`).
function _epoch_plan(d::DataLoader)
    n = length(d.indices)
    full = fld(n, d.batchsize)
    rest = d.partial ? n - full * d.batchsize : 0
    return (full, d.batchsize, rest)
end

# The batch of `len` observations (a host number) starting after position `offset` (0-based, may be
# staged) of this epoch's order: a dynamic slice of the order, then a gather from each array.
function _batch_at(d::DataLoader, offset, len::Int)
    return getobs(d.data, d.indices[offset .+ collect(1:len)])
end

# ---- progress while a compiled epoch runs ----

# `f(args...)` made by the host. In compiled code the call is an outfeed: the host makes it when the
# run reaches it, with the values filled in, while the run goes on (src/staging/effects.cpp).
__host_call(f, args...) = (f(args...); nothing)

# A progress bar on stderr (step, loss, items/s, ETA), redrawn in place; the clock starts at step 1.
const _PROGRESS_CLOCK = [0.0, 0.0]  # the time of step 1, of the last redraw
function _show_progress(step, total, items, loss)
    now = time()
    step == 1 && (_PROGRESS_CLOCK[1] = now)
    step == 1 || step >= total || now - _PROGRESS_CLOCK[2] >= 0.1 || return nothing  # at most 10 redraws a second
    _PROGRESS_CLOCK[2] = now
    elapsed = now - _PROGRESS_CLOCK[1]
    width = 24
    filled = total > 0 ? min(div(width * step, total), width) : width
    rate = step > 1 && elapsed > 0 ? (step - 1) * items / elapsed : 0.0
    eta = step > 1 ? elapsed / (step - 1) * max(total - step, 0) : 0.0
    print(stderr, "\r[", repeat("=", filled), repeat(" ", width - filled), "] ", step, "/", total,
          "  loss ", round(Float64(loss); sigdigits = 4), "  ", round(rate; digits = 1), " items/s  ETA ",
          round(eta; digits = 1), " s ")
    step >= total && println(stderr)
    flush(stderr)
    return nothing
end

# ---- a few more of MLUtils' names ----

shuffleobs(data) = shuffleobs(Random.default_rng(), data)
shuffleobs(rng::AbstractRNG, data) = getobs(data, randperm(rng, numobs(data)))

function splitobs(data; at = 0.7, shuffle::Bool = false)
    n = numobs(data)
    idx = shuffle ? randperm(n) : collect(1:n)
    k = round(Int, at * n)
    return getobs(data, idx[1:k]), getobs(data, idx[k+1:n])
end

end # module MLUtils
