# Smaller array functions of Julia's base/array.jl, abstractarray.jl, abstractarraymath.jl,
# multidimensional.jl and set.jl: conversions between array types, deepcopy, pairs, circshift,
# diff, repeat, replace, indexin, eachrow/eachcol (as copies), zero of an array.

Array(A::AbstractArray) = collect(A)
Vector(A::AbstractVector) = collect(A)
Matrix(A::AbstractMatrix) = collect(A)
Vector{T}(A::AbstractVector) where {T} = convert(Vector{T}, collect(A))
Matrix{T}(A::AbstractMatrix) where {T} = convert(Matrix{T}, collect(A))
vec(r::__AnyRange) = r

deepcopy(x::Union{Number, AbstractString, Symbol, Nothing, Function}) = x
deepcopy(t::Tuple) = map(deepcopy, t)
function deepcopy(A::Array)
    B = similar(A)
    for i in 1:length(A)
        isassigned(A, i) && (B[i] = deepcopy(A[i]))
    end
    return B
end

pairs(A::AbstractArray) = (i => A[i] for i in 1:length(A))
iszero(A::AbstractArray) = all(iszero, A)
zero(A::Array) = fill!(similar(A), zero(eltype(A)))
get(A::AbstractArray, i::Integer, default) = 1 <= i <= length(A) ? A[i] : default

allequal(itr) = isempty(itr) || all(isequal(first(itr)), itr)

# The position in b of each element of a (nothing where absent), the first match winning.
function indexin(a, b::AbstractArray)
    where = Dict{eltype(b), Int}()
    for i in length(b):-1:1
        where[b[i]] = i
    end
    return [get(where, x, nothing) for x in a]
end

# circshift(v, k): element i moves to mod1(i + k, n).
function circshift(v::AbstractVector, k::Integer)
    n = length(v)
    out = similar(collect(v))
    for i in 1:n
        out[mod1(i + k, n)] = v[i]
    end
    return out
end

diff(v::AbstractVector) = [v[i+1] - v[i] for i in 1:length(v)-1]

# repeat(v, n) stacks n copies; repeat(A, m, n) tiles a matrix (or a vector as a column).
repeat(v::AbstractVector, n::Integer) = vcat([v for _ in 1:n]...)
function repeat(A::Union{AbstractVector, AbstractMatrix}, m::Integer, n::Integer)
    M = ndims(A) == 1 ? reshape(collect(A), length(A), 1) : A
    col = vcat([M for _ in 1:m]...)
    return hcat([col for _ in 1:n]...)
end

# replace(v, old => new, ...): a copy with each element equal to an old value replaced.
function replace(A::AbstractArray, ps::Pair...)
    out = similar(collect(A), promote_type(eltype(A), map(p -> typeof(p.second), ps)...))
    for i in 1:length(A)
        x = A[i]
        for p in ps
            if isequal(x, p.first)
                x = p.second
                break
            end
        end
        out[i] = x
    end
    return out
end
function replace!(A::AbstractArray, ps::Pair...)
    for i in 1:length(A)
        for p in ps
            if isequal(A[i], p.first)
                A[i] = p.second
                break
            end
        end
    end
    return A
end

# Julia's eachrow/eachcol give views; here each row or column is a copy (reads agree, writes do not reach A).
eachrow(A::AbstractMatrix) = (A[i, :] for i in 1:size(A, 1))
eachcol(A::AbstractMatrix) = (A[:, j] for j in 1:size(A, 2))

similar(r::__AnyRange) = Vector{eltype(r)}(undef, length(r))
similar(r::__AnyRange, ::Type{T}) where {T} = Vector{T}(undef, length(r))
Tuple(A::AbstractArray) = tuple(A...)
extrema(f, itr) = (minimum(f, itr), maximum(f, itr))

# stack(vectors): each vector becomes a column of a matrix (Julia 1.9).
function stack(vs)
    cols = collect(vs)
    isempty(cols) && throw(ArgumentError("cannot stack an empty collection"))
    n = length(first(cols))
    for c in cols
        length(c) == n || throw(DimensionMismatch("stack expects uniform slices, got axes(x) == $((OneTo(length(c)),)) while first had $((OneTo(n),))"))
    end
    return reshape(vcat([vec(collect(c)) for c in cols]...), n, length(cols))
end
