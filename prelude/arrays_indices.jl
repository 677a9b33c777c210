# Index spaces of arrays (Julia's base/range.jl OneTo, multidimensional.jl CartesianIndex and
# CartesianIndices, indices.jl LinearIndices): axes, eachindex, and the searches that answer with
# a CartesianIndex for arrays of two or more dimensions.

# Base.OneTo(n): the range 1:n that axes and eachindex return. Element access, indexing with it and
# broadcasting over it go through the C++ range view (builtins_array_ranges.cpp).
struct OneTo{T<:Integer} <: AbstractRange{T}
    stop::T
    OneTo(n::T) where {T<:Integer} = new{T}(max(zero(n), n))
end
length(r::OneTo) = Int(r.stop)
first(r::OneTo) = oneunit(r.stop)
last(r::OneTo) = r.stop
step(r::OneTo) = oneunit(r.stop)
iterate(r::OneTo) = r.stop < 1 ? nothing : (oneunit(r.stop), oneunit(r.stop))
iterate(r::OneTo, i) = i >= r.stop ? nothing : (i + oneunit(i), i + oneunit(i))
function getindex(r::OneTo, i::Integer)
    1 <= i <= r.stop || throw(BoundsError(r, i))
    return convert(typeof(r.stop), i)
end
getindex(r::OneTo, s::AbstractVector) = collect(r)[s]
collect(r::OneTo) = collect(oneunit(r.stop):r.stop)
sum(r::OneTo) = sum(oneunit(r.stop):r.stop)
reverse(r::OneTo) = r.stop:-1:oneunit(r.stop)
in(x::Integer, r::OneTo) = 1 <= x <= r.stop
show(io::IO, r::OneTo) = print(io, "Base.OneTo(", r.stop, ")")
# r .+ x and friends treat OneTo(n) as the unit range 1:n (an AbstractUnitRange, as in Julia).
__range_broadcast(::typeof(-), r::OneTo) = __range_broadcast(-, first(r):last(r))
__range_broadcast(::typeof(+), r::OneTo, x::Number) = __range_broadcast(+, first(r):last(r), x)
__range_broadcast(::typeof(+), x::Number, r::OneTo) = __range_broadcast(+, x, first(r):last(r))
__range_broadcast(::typeof(-), r::OneTo, x::Number) = __range_broadcast(-, first(r):last(r), x)
__range_broadcast(::typeof(-), x::Number, r::OneTo) = __range_broadcast(-, x, first(r):last(r))
__range_broadcast(::typeof(*), r::OneTo, x::Number) = __range_broadcast(*, first(r):last(r), x)
__range_broadcast(::typeof(*), x::Number, r::OneTo) = __range_broadcast(*, x, first(r):last(r))
__range_broadcast(::typeof(/), r::OneTo, x::Number) = __range_broadcast(/, first(r):last(r), x)
__range_broadcast(::typeof(/), x::Number, r::OneTo) = __range_broadcast(/, x, first(r):last(r))

axes(A::Array) = map(OneTo, size(A))
axes(A, d::Integer) = d <= ndims(A) ? OneTo(size(A, d)) : OneTo(1)
axes(r::__AnyRange) = (OneTo(length(r)),)
axes(t::Tuple) = (OneTo(length(t)),)
eachindex(A::AbstractArray) = OneTo(length(A))
eachindex(t::Tuple) = OneTo(length(t))
eachindex(A::AbstractArray, B::AbstractArray) = (__check_eachindex(A, B); OneTo(length(A)))
__check_eachindex(A, B) = length(A) == length(B) || throw(DimensionMismatch(
    "all inputs to eachindex must have the same indices, got $(OneTo(length(A))) and $(OneTo(length(B)))"))

# ---- CartesianIndex ----

export CartesianIndex, CartesianIndices, LinearIndices

struct CartesianIndex{N}
    I::Tuple
    CartesianIndex(I::Tuple) = new{length(I)}(I)
end
CartesianIndex(I::Integer...) = CartesianIndex(I)
function show(io::IO, c::CartesianIndex)
    print(io, "CartesianIndex(")
    for (k, i) in enumerate(c.I)
        k > 1 && print(io, ", ")
        print(io, i)
    end
    print(io, ")")
end
length(c::CartesianIndex) = length(c.I)
getindex(c::CartesianIndex, d::Integer) = c.I[d]
+(a::CartesianIndex, b::CartesianIndex) = CartesianIndex(map(+, a.I, b.I))
-(a::CartesianIndex, b::CartesianIndex) = CartesianIndex(map(-, a.I, b.I))
==(a::CartesianIndex, b::CartesianIndex) = a.I == b.I
isless(a::CartesianIndex, b::CartesianIndex) = isless(reverse(a.I), reverse(b.I))
getindex(A::Array, c::CartesianIndex) = getindex(A, c.I...)
setindex!(A::Array, v, c::CartesianIndex) = setindex!(A, v, c.I...)

# The CartesianIndex of the 1-based linear position k in an array of size `dims`.
function __cartesian(dims::Tuple, k::Integer)
    k -= 1
    out = ()
    for n in dims
        out = (out..., k % n + 1)
        k = k ÷ n
    end
    return CartesianIndex(out)
end

# ---- CartesianIndices and LinearIndices ----

struct CartesianIndices{N}
    dims::Tuple
    CartesianIndices(dims::Tuple) = new{length(dims)}(dims)
end
CartesianIndices(A::AbstractArray) = CartesianIndices(size(A))
size(c::CartesianIndices) = c.dims
length(c::CartesianIndices) = prod(c.dims)
ndims(c::CartesianIndices) = length(c.dims)
eltype(::CartesianIndices{N}) where {N} = CartesianIndex{N}
getindex(c::CartesianIndices, k::Integer) = __cartesian(c.dims, k)
getindex(c::CartesianIndices, i::Integer, j::Integer, rest::Integer...) = CartesianIndex((i, j, rest...))
first(c::CartesianIndices) = __cartesian(c.dims, 1)
last(c::CartesianIndices) = __cartesian(c.dims, length(c))
iterate(c::CartesianIndices, k = 1) = k > length(c) ? nothing : (__cartesian(c.dims, k), k + 1)
collect(c::CartesianIndices) = reshape(__collect_values(c), c.dims)
show(io::IO, c::CartesianIndices) = (print(io, "CartesianIndices("); show(io, c.dims); print(io, ")"))

# LinearIndices(A): the linear position of each element, shaped like A (held as an Array here).
LinearIndices(A::AbstractArray) = reshape(collect(1:length(A)), size(A))
LinearIndices(dims::Tuple) = reshape(collect(1:prod(dims)), dims)

# ---- searches: a matrix's positions are CartesianIndex values (its keys) ----

__array_key(A, i) = ndims(A) == 1 ? i : __cartesian(size(A), i)

function findmax(f, A::Array)
    isempty(A) && throw(ArgumentError("collection must be non-empty"))
    best = f(A[1])
    bestindex = 1
    best != best && return (best, __array_key(A, 1))  # the first NaN wins
    for i in 2:length(A)
        v = f(A[i])
        v != v && return (v, __array_key(A, i))
        if isless(best, v)
            best = v
            bestindex = i
        end
    end
    return (best, __array_key(A, bestindex))
end
function findmin(f, A::Array)
    isempty(A) && throw(ArgumentError("collection must be non-empty"))
    best = f(A[1])
    bestindex = 1
    best != best && return (best, __array_key(A, 1))
    for i in 2:length(A)
        v = f(A[i])
        v != v && return (v, __array_key(A, i))
        if isless(v, best)
            best = v
            bestindex = i
        end
    end
    return (best, __array_key(A, bestindex))
end

# findmax/findmin/argmax/argmin(A; dims) as Julia's reducedim.jl: per slice along `dims`, the first best
# element in storage order; a NaN, once met, stays (the first NaN wins both, as isless orders NaN last
# and findmin's isgreater keeps it). Indices are keys(A): Ints for a vector, CartesianIndex otherwise.
findmax(A::Array; dims = nothing) = __nodims(dims) ? findmax(identity, A) : __find_extreme_dims(true, A, dims)
findmin(A::Array; dims = nothing) = __nodims(dims) ? findmin(identity, A) : __find_extreme_dims(false, A, dims)
argmax(A::Array; dims = nothing) = __nodims(dims) ? findmax(identity, A)[2] : __find_extreme_dims(true, A, dims)[2]
argmin(A::Array; dims = nothing) = __nodims(dims) ? findmin(identity, A)[2] : __find_extreme_dims(false, A, dims)[2]

# Base's reduced_indices0: an Int dims and a tuple of them word a dimension below 1 differently.
function __reduced_size(A, dims)
    region = __dims_tuple(dims)
    for d in region
        d >= 1 || throw(ArgumentError(dims isa Integer ? "dimension must be ≥ 1, got $d" :
                                      "region dimension(s) must be ≥ 1, got $d"))
    end
    out = ()
    for k in 1:ndims(A)
        out = (out..., k in region ? min(size(A, k), 1) : size(A, k))
    end
    return out
end

# The 1-based linear position in the reduced array (size rsz) of A's element i (A of size sz).
function __reduced_position(sz, rsz, i)
    k = i - 1
    r = 0
    stride = 1
    for d in 1:length(sz)
        c = k % sz[d]
        k = k ÷ sz[d]
        rsz[d] == sz[d] && (r += c * stride)
        stride *= rsz[d]
    end
    return r + 1
end

function __find_extreme_dims(wantmax::Bool, A::Array, dims)
    rsz = __reduced_size(A, dims)
    sz = size(A)
    if isempty(A)  # empty slices are an error; no slices at all give empty answers
        region = __dims_tuple(dims)
        prod(k -> k in region ? 1 : sz[k], 1:ndims(A)) != 0 && throw(ArgumentError("collection slices must be non-empty"))
    end
    vals = similar(A, rsz)
    best = zeros(Int, rsz)  # the linear index of each slice's best so far; 0 before its first element
    for i in 1:length(A)
        r = __reduced_position(sz, rsz, i)
        v = A[i]
        if best[r] == 0
            vals[r] = v
            best[r] = i
        else
            cur = vals[r]
            if cur == cur && (v != v || (wantmax ? isless(cur, v) : isless(v, cur)))
                vals[r] = v
                best[r] = i
            end
        end
    end
    ndims(A) == 1 && return (vals, best)
    inds = Array{CartesianIndex{ndims(A)}}(undef, rsz)
    for r in 1:length(best)
        inds[r] = __cartesian(sz, best[r])
    end
    return (vals, inds)
end

# A[I], A[I] = B with an array of CartesianIndex (what argmax(A; dims) gives): element by element,
# the result shaped like I.
function getindex(A::Array, I::Array{CartesianIndex{N}}) where {N}
    out = similar(A, size(I))
    for k in 1:length(I)
        out[k] = A[I[k]]
    end
    return out
end
function setindex!(A::Array, X::AbstractArray, I::Array{CartesianIndex{N}}) where {N}
    length(X) == length(I) || throw(DimensionMismatch("tried to assign $(length(X)) elements to $(length(I)) destinations"))
    for k in 1:length(I)
        A[I[k]] = X[k]
    end
    return A
end

function findall(f, A::Array)
    out = ndims(A) == 1 ? Int[] : CartesianIndex{ndims(A)}[]
    for i in 1:length(A)
        f(A[i]) && push!(out, __array_key(A, i))
    end
    return out
end
function findfirst(f, A::Array)
    for i in 1:length(A)
        f(A[i]) && return __array_key(A, i)
    end
    return nothing
end
function findlast(f, A::Array)
    for i in length(A):-1:1
        f(A[i]) && return __array_key(A, i)
    end
    return nothing
end

# keys of a vector are its axis; of a matrix, its CartesianIndices (Julia's keys(::AbstractArray)).
keys(A::Array) = ndims(A) == 1 ? OneTo(length(A)) : CartesianIndices(A)
