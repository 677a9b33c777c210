# view(A, I...): a SubArray that reads and writes A's own elements (Julia's base/subarray.jl).
# Here a view keeps the parent and the linear positions it selects, in the view's column-major
# order; indexing, iteration, reductions, broadcasting and `.=` go through those positions.

export SubArray, view

struct SubArray{T,N} <: AbstractArray{T,N}
    parent::Array
    positions::Vector{Int}
    dims::Tuple
    SubArray(A::Array, positions::Vector{Int}, dims::Tuple) = new{eltype(A), length(dims)}(A, positions, dims)
end

# The positions an index selects come from indexing the parent's linear indices the same way, so
# a view accepts exactly the indices getindex does (and raises the same BoundsError).
function view(A::Array, I...)
    pos = getindex(reshape(collect(1:length(A)), size(A)), I...)
    pos isa Integer && return SubArray(A, [pos], ())
    return SubArray(A, vec(pos), size(pos))
end
view(v::SubArray, I...) = (inner = view(reshape(collect(1:length(v)), v.dims), I...);
                           SubArray(v.parent, v.positions[inner.positions], inner.dims))

# @views: a[i...] is a view unless every index is a scalar (Julia's Base.maybeview).
__maybeview(A, I...) = all(i -> i isa Integer, I) ? getindex(A, I...) : view(A, I...)
__maybeview(A::Tuple, I...) = getindex(A, I...)

parent(v::SubArray) = v.parent
parent(A::Array) = A
size(v::SubArray) = v.dims
length(v::SubArray) = length(v.positions)
ndims(v::SubArray) = length(v.dims)
eltype(v::SubArray) = eltype(v.parent)
collect(v::SubArray) = isempty(v.dims) ? fill(v.parent[v.positions[1]]) : reshape(v.parent[v.positions], v.dims)
copy(v::SubArray) = collect(v)
iterate(v::SubArray, k = 1) = k > length(v.positions) ? nothing : (v.parent[v.positions[k]], k + 1)
show(io::IO, v::SubArray) = show(io, collect(v))

# The linear position in the view of an index tuple (column-major over v.dims; trailing 1s allowed).
function __view_linear(v::SubArray, I::Tuple)
    length(I) == 1 && return I[1]
    k, stride = 1, 1
    for d in 1:length(I)
        n = d <= length(v.dims) ? v.dims[d] : 1
        (1 <= I[d] <= n) || throw(BoundsError(v, I))
        k += (I[d] - 1) * stride
        stride *= n
    end
    return k
end
getindex(v::SubArray) = v.parent[v.positions[1]]
getindex(v::SubArray, I::Integer...) = v.parent[v.positions[__view_linear(v, I)]]
getindex(v::SubArray, I...) = getindex(collect(v), I...)
setindex!(v::SubArray, x, I::Integer...) = (v.parent[v.positions[__view_linear(v, I)]] = x; v)

# Arithmetic of a view is that of its elements (a new array, as Julia's).
-(v::SubArray) = -collect(v)
*(a::Number, v::SubArray) = a * collect(v)
*(v::SubArray, a::Number) = collect(v) * a
/(v::SubArray, a::Number) = collect(v) / a

sum(v::SubArray; dims = nothing, init = __noinit) = sum(collect(v); dims = dims, init = init)
fill!(v::SubArray, x) = (for p in v.positions; v.parent[p] = x; end; v)
similar(v::SubArray) = similar(collect(v))
function sort!(v::SubArray; by = identity, lt = isless, rev::Bool = false, alg = nothing)
    sorted = sort!(collect(v); by = by, lt = lt, rev = rev)
    for k in 1:length(v.positions)
        v.parent[v.positions[k]] = sorted[k]
    end
    return v
end
