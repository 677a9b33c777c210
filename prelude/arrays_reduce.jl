# Reductions, scans, searches and comparisons over arrays (Julia's base/reduce.jl, reducedim.jl,
# accumulate.jl, array.jl, sort.jl). sort! and sortperm are C++ (builtins_array_sort.cpp).

const __empty_reduce_message = "reducing over an empty collection is not allowed; consider supplying `init` to the reducer"

# ---- comparison ----

# Arrays are == when their shapes agree and their elements are ==; isequal likewise elementwise.
function ==(A::AbstractArray, B::AbstractArray)
    size(A) == size(B) || return false
    for i in 1:length(A)
        A[i] == B[i] || return false
    end
    return true
end
function isequal(A::AbstractArray, B::AbstractArray)
    size(A) == size(B) || return false
    for i in 1:length(A)
        isequal(A[i], B[i]) || return false
    end
    return true
end

# ---- the generic reductions with keywords (these replace Base.jl's keyword-less methods) ----

# dims = : (Julia's default) and no dims both reduce over everything.
__nodims(d) = d === nothing || d === (:)

maximum(f, itr; init = __noinit, dims = nothing) =
    __nodims(dims) ? __fold_any(f, max, itr, init) : __reduce_dims(f, max, identity, itr, dims, init)
maximum(itr; init = __noinit, dims = nothing) = maximum(identity, itr; init = init, dims = dims)
minimum(f, itr; init = __noinit, dims = nothing) =
    __nodims(dims) ? __fold_any(f, min, itr, init) : __reduce_dims(f, min, identity, itr, dims, init)
# Arrays are folded by index (no generator in between); other iterables through mapfoldl.
__fold_any(f, op, itr, init) = mapfoldl(f, op, itr; init = init)
function __fold_any(f, op, A::Array, init)
    n = length(A)
    if n == 0
        init === __noinit && throw(ArgumentError(__empty_reduce_message))
        return init
    end
    acc = init === __noinit ? f(A[1]) : op(init, f(A[1]))
    for i in 2:n
        acc = op(acc, f(A[i]))
    end
    return acc
end
minimum(itr; init = __noinit, dims = nothing) = minimum(identity, itr; init = init, dims = dims)

sum(f, A::AbstractArray; dims = nothing, init = __noinit) =
    __nodims(dims) ? __sum_iter(f, A, init) : __reduce_dims(f, __add_sum, __sum_first, A, dims, init, zero)
sum(A::AbstractArray; dims = nothing, init = __noinit) = sum(identity, A; dims = dims, init = init)
# Base.jl's left-to-right loop (sum, prod) over an array's elements.
function __fold_elements(f, op, A, init, emptyf)
    n = length(A)
    if n == 0
        init === __noinit && return __sum_first(emptyf(eltype(A)))
        return init
    end
    acc = init === __noinit ? __sum_first(f(A[1])) : op(init, f(A[1]))
    for i in 2:n
        acc = op(acc, f(A[i]))
    end
    return acc
end
__sum_iter(f, A, init) = __fold_elements(f, __add_sum, A, init, zero)
prod(f, A::AbstractArray; dims = nothing, init = __noinit) =
    __nodims(dims) ? __prod_iter(f, A, init) : __reduce_dims(f, __mul_prod, __sum_first, A, dims, init, one)
prod(A::AbstractArray; dims = nothing, init = __noinit) = prod(identity, A; dims = dims, init = init)
__prod_iter(f, A, init) = __fold_elements(f, __mul_prod, A, init, one)

mapreduce(f, op, A::AbstractArray; dims = nothing, init = __noinit) =
    __nodims(dims) ? __mapfold_array(f, op, A, init) : __reduce_dims(f, op, identity, A, dims, init)
foldl(op, A::AbstractArray; init = __noinit) = __mapfold_array(identity, op, A, init)
function __mapfold_array(f, op, A, init)
    isempty(A) && init === __noinit && f === identity && return __reduce_empty(op, eltype(A))
    return foldl(op, Generator(f, A); init = init)
end
# reduce_empty: what reducing an empty collection with a known operator gives (reduce.jl).
__reduce_empty(op, T) = throw(ArgumentError(__empty_reduce_message))
__reduce_empty(::typeof(+), T) = zero(T)
__reduce_empty(::typeof(+), ::Type{Bool}) = 0
__reduce_empty(::typeof(*), T) = one(T)
reduce(op, A::AbstractArray; dims = nothing, init = __noinit) = mapreduce(identity, op, A; dims = dims, init = init)

__dims_tuple(d::Integer) = (Int(d),)
__dims_tuple(d::Tuple) = d

# Reduction along `dims`: the result keeps ndims(A) dimensions, those in dims of length 1
# (the loop is C++: builtins_array_reduce.cpp).
__reduce_dims(f, op, firstf, A, dims, init, emptyf = nothing) =
    __reduce_dims_loop(f, op, firstf, A, __dims_tuple(dims), init, emptyf)

# ---- right folds ----

function foldr(op, itr; init = __noinit)
    v = collect(itr)
    n = length(v)
    if n == 0
        init === __noinit && throw(ArgumentError(__empty_reduce_message))
        return init
    end
    acc = init === __noinit ? v[n] : op(v[n], init)
    for i in n-1:-1:1
        acc = op(v[i], acc)
    end
    return acc
end
mapfoldr(f, op, itr; init = __noinit) = foldr(op, Generator(f, itr); init = init)

# ---- scans (the loop is C++: __scan in builtins_array_reduce.cpp) ----

__accumulate_vector(op, v, init, firstf) = __scan(op, v, init, firstf, 0)
function __accumulate_dims(op, A, d::Integer, init, firstf)
    d >= 1 || throw(ArgumentError("dimension must be ≥ 1, got $d"))
    return __scan(op, A, init, firstf, d)
end

function accumulate(op, A; init = __noinit, dims = nothing)
    if dims === nothing
        A isa AbstractArray && ndims(A) > 1 &&
            throw(ArgumentError("accumulate requires a dims argument for arrays of more than one dimension"))
        return __accumulate_vector(op, A, init, identity)
    end
    return __accumulate_dims(op, A, dims, init, identity)
end
function cumsum(A; dims = nothing)
    if dims === nothing
        A isa AbstractArray && ndims(A) > 1 && throw(UndefKeywordError(:dims))
        return __accumulate_vector(__add_sum, A, __noinit, __sum_first)
    end
    return __accumulate_dims(__add_sum, A, dims, __noinit, __sum_first)
end
function cumprod(A; dims = nothing)
    if dims === nothing
        A isa AbstractArray && ndims(A) > 1 && throw(UndefKeywordError(:dims))
        return __accumulate_vector(__mul_prod, A, __noinit, __sum_first)
    end
    return __accumulate_dims(__mul_prod, A, dims, __noinit, __sum_first)
end

# ---- sorting and searching sorted vectors ----

# collect of an array is a copy of the same shape (array.jl).
collect(A::Array) = copy(A)

sort(v::Array; dims = nothing, by = identity, lt = isless, rev::Bool = false, alg = nothing) =
    dims === nothing ? sort!(copy(v); by = by, lt = lt, rev = rev) : __sort_slices(v, dims, by, lt, rev)
# sort(A; dims = d): each vector along dimension d sorted on its own (matrices).
function __sort_slices(A, d::Integer, by, lt, rev)
    ndims(A) == 2 || throw(ArgumentError("sort with dims is supported for vectors and matrices"))
    B = copy(A)
    if d == 1
        for j in 1:size(A, 2)
            B[:, j] = sort!(A[:, j]; by = by, lt = lt, rev = rev)
        end
    elseif d == 2
        for i in 1:size(A, 1)
            B[i, :] = sort!(A[i, :]; by = by, lt = lt, rev = rev)
        end
    else
        throw(ArgumentError("dimension out of range"))
    end
    return B
end
# Julia's algorithm names; every sort here is the same stable one.
struct __SortAlgorithm
    name::Symbol
end
const QuickSort = __SortAlgorithm(:QuickSort)
const MergeSort = __SortAlgorithm(:MergeSort)
const InsertionSort = __SortAlgorithm(:InsertionSort)
export QuickSort, MergeSort, InsertionSort

# mapslices(f, A; dims): f of each column (dims = 1) or row (dims = 2), the results put back in
# that dimension (a scalar result leaves it of length 1).
function mapslices(f, A::AbstractMatrix; dims)
    if dims == 1
        cols = [f(A[:, j]) for j in 1:size(A, 2)]
        return hcat([c isa AbstractArray ? vec(c) : [c] for c in cols]...)
    elseif dims == 2
        rows = [f(A[i, :]) for i in 1:size(A, 1)]
        return vcat([r isa AbstractArray ? permutedims(vec(r)) : fill(r, 1, 1) for r in rows]...)
    end
    throw(ArgumentError("mapslices over dims = $dims is not supported (1 or 2)"))
end
function issorted(v::Array; by = identity, lt = isless, rev::Bool = false)
    for i in 2:length(v)
        a = by(v[i-1])
        b = by(v[i])
        (rev ? lt(a, b) : lt(b, a)) && return false
    end
    return true
end
partialsort(v::AbstractVector, k; by = identity, lt = isless, rev::Bool = false) =
    sort(collect(v); by = by, lt = lt, rev = rev)[k]

# The first index whose element is not less than x (length+1 when none).
function searchsortedfirst(v::AbstractVector, x; by = identity, lt = isless, rev::Bool = false)
    lo, hi = 0, length(v) + 1
    while lo < hi - 1
        m = (lo + hi) >>> 1
        a, b = by(v[m]), by(x)
        if rev ? lt(b, a) : lt(a, b)
            lo = m
        else
            hi = m
        end
    end
    return hi
end
# The last index whose element is not greater than x (0 when none).
function searchsortedlast(v::AbstractVector, x; by = identity, lt = isless, rev::Bool = false)
    lo, hi = 0, length(v) + 1
    while lo < hi - 1
        m = (lo + hi) >>> 1
        a, b = by(x), by(v[m])
        if rev ? lt(b, a) : lt(a, b)
            hi = m
        else
            lo = m
        end
    end
    return lo
end
searchsorted(v::AbstractVector, x; by = identity, lt = isless, rev::Bool = false) =
    searchsortedfirst(v, x; by = by, lt = lt, rev = rev):searchsortedlast(v, x; by = by, lt = lt, rev = rev)

# ---- slices and positions ----

first(v::AbstractVector, n::Integer) = n < 0 ? throw(ArgumentError("Number of elements must be non-negative")) :
                                       v[1:min(n, length(v))]
last(v::AbstractVector, n::Integer) = n < 0 ? throw(ArgumentError("Number of elements must be non-negative")) :
                                      v[max(1, length(v) - n + 1):length(v)]

function findnext(f, A, start::Integer)
    for i in start:length(A)
        f(A[i]) && return i
    end
    return nothing
end
function findprev(f, A, start::Integer)
    for i in start:-1:1
        f(A[i]) && return i
    end
    return nothing
end
findnext(A::AbstractArray{Bool}, start::Integer) = findnext(identity, A, start)
findprev(A::AbstractArray{Bool}, start::Integer) = findprev(identity, A, start)
findfirst(A::AbstractArray{Bool}) = findfirst(identity, A)
findlast(A::AbstractArray{Bool}) = findlast(identity, A)

# filter over a range gives a Vector of its element type (array.jl's filter for AbstractArray).
function filter(f, r::__AnyRange)
    out = Vector{eltype(r)}(undef, 0)
    for x in r
        f(x) && push!(out, x)
    end
    return out
end
function filter!(f, v::Vector)
    keep = [f(x) for x in v]
    deleteat!(v, findall(!, keep))
    return v
end

unique!(v::Vector) = (u = unique(v); resize!(v, length(u)); copyto!(v, u))

# map over tuples gives a tuple, as long as the shortest (tuple.jl).
map(f, a::Tuple, b::Tuple) = ntuple(i -> f(a[i], b[i]), min(length(a), length(b)))
