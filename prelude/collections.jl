# Dict helpers, Set, and set operations on sets and vectors, as Julia's base/dict.jl,
# abstractdict.jl, set.jl and abstractset.jl define them. The hash table itself is C++
# (builtins_dict.cpp); entries iterate in insertion order, where Julia's follow its hash table.

export AbstractSet, Set

abstract type AbstractSet{T} end

# ---- Dict ----

keytype(::Dict{K,V}) where {K,V} = K
valtype(::Dict{K,V}) where {K,V} = V
keytype(::Type{Dict{K,V}}) where {K,V} = K
valtype(::Type{Dict{K,V}}) where {K,V} = V
pairs(d::Dict) = d
empty(::Dict{K,V}) where {K,V} = Dict{K,V}()
empty(::Dict, ::Type{K}, ::Type{V}) where {K,V} = Dict{K,V}()

function collect(d::Dict{K,V}) where {K,V}
    out = Vector{Pair{K,V}}(undef, length(d))
    for i in 1:length(d)
        out[i] = __dict_pair(d, i)
    end
    return out
end

push!(d::Dict, p::Pair) = setindex!(d, p.second, p.first)
function push!(d::Dict, p::Pair, q::Pair, rest::Pair...)
    push!(d, p)
    push!(d, q)
    for r in rest
        push!(d, r)
    end
    return d
end

# findmax/findmin over a Dict give (value, key): Julia folds over pairs(d) (reduce.jl's
# _rf_findmax keeps the first of equal values; NaN wins findmax, and findmin through isgreater).
function findmax(f, d::Dict)
    isempty(d) && throw(ArgumentError("reducing over an empty collection is not allowed; consider supplying `init` to the reducer"))
    best = nothing
    for (k, v) in d
        fv = f(v)
        if best === nothing || isless(best[1], fv)
            best = (fv, k)
        end
    end
    return best
end
__isgreater(x, y) = (x != x || y != y) ? isless(x, y) : isless(y, x)
function findmin(f, d::Dict)
    isempty(d) && throw(ArgumentError("reducing over an empty collection is not allowed; consider supplying `init` to the reducer"))
    best = nothing
    for (k, v) in d
        fv = f(v)
        if best === nothing || __isgreater(best[1], fv)
            best = (fv, k)
        end
    end
    return best
end

# Pairs order by first, then second (base/pair.jl), so sort(collect(d)) works.
isless(p::Pair, q::Pair) = ifelse(!isequal(p.first, q.first), isless(p.first, q.first), isless(p.second, q.second))

function in(p::Pair, d::Dict, valcmp = (==))
    haskey(d, p.first) || return false
    return valcmp(d[p.first], p.second)
end
in(x, d::Dict) = error("AbstractDict collections only contain Pairs;\nEither look for e.g. A=>B instead, or use the `keys` or `values`\nfunction if you are looking for a key or value respectively.")

function ==(l::Dict, r::Dict)
    l === r && return true
    length(l) != length(r) && return false
    for p in l
        in(p, r, ==) || return false
    end
    return true
end
function isequal(l::Dict, r::Dict)
    l === r && return true
    length(l) != length(r) && return false
    for p in l
        in(p, r, __isequal_key) || return false
    end
    return true
end

function merge!(d::Dict, others::Dict...)
    for other in others
        for (k, v) in other
            d[k] = v
        end
    end
    return d
end
function mergewith!(combine, d::Dict, others::Dict...)
    for other in others
        for (k, v) in other
            d[k] = haskey(d, k) ? combine(d[k], v) : v
        end
    end
    return d
end
merge!(combine::Function, d::Dict, others::Dict...) = mergewith!(combine, d, others...)

# merge promotes the key and value types of all the dicts (promote_type, as _typeddict does).
function __typeddict(d::Dict, others::Dict...)
    K = keytype(d)
    V = valtype(d)
    for o in others
        K = __promote_type(K, keytype(o))
        V = __promote_type(V, valtype(o))
    end
    return Dict{K,V}(d)
end
merge(d::Dict, others::Dict...) = merge!(__typeddict(d, others...), others...)
mergewith(combine, d::Dict, others::Dict...) = mergewith!(combine, __typeddict(d, others...), others...)
merge(combine::Function, d::Dict, others::Dict...) = mergewith!(combine, __typeddict(d, others...), others...)

function filter(f, d::Dict)
    out = empty(d)
    for p in d
        if f(p)
            out[p.first] = p.second
        end
    end
    return out
end
function filter!(f, d::Dict)
    bad = Vector{keytype(d)}()
    for p in d
        f(p) || push!(bad, p.first)
    end
    for k in bad
        delete!(d, k)
    end
    return d
end

# keys(d) and values(d): views that iterate the dict (Base.KeySet and Base.ValueIterator).
struct KeySet{K,T} <: AbstractSet{K}
    dict::T
    KeySet{K,T}(d) where {K,T} = new(d)
end
struct ValueIterator{T}
    dict::T
    ValueIterator{T}(d) where {T} = new(d)
end
keys(d::Dict{K,V}) where {K,V} = KeySet{K,Dict{K,V}}(d)
values(d::Dict{K,V}) where {K,V} = ValueIterator{Dict{K,V}}(d)
length(v::Union{KeySet,ValueIterator}) = length(v.dict)
isempty(v::Union{KeySet,ValueIterator}) = isempty(v.dict)
function iterate(v::KeySet, i = 1)
    i > length(v.dict) && return nothing
    return (__dict_key(v.dict, i), i + 1)
end
function iterate(v::ValueIterator, i = 1)
    i > length(v.dict) && return nothing
    return (__dict_value(v.dict, i), i + 1)
end
in(k, v::KeySet) = haskey(v.dict, k)
eltype(::KeySet{K,T}) where {K,T} = K
eltype(::ValueIterator{Dict{K,V}}) where {K,V} = V
function collect(v::KeySet{K,T}) where {K,T}
    out = Vector{K}(undef, length(v))
    for i in 1:length(v)
        out[i] = __dict_key(v.dict, i)
    end
    return out
end
function collect(v::ValueIterator{Dict{K,V}}) where {K,V}
    out = Vector{V}(undef, length(v))
    for i in 1:length(v)
        out[i] = __dict_value(v.dict, i)
    end
    return out
end
show(io::IO, v::Union{KeySet,ValueIterator}) = show(io, collect(v))
function map!(f, v::ValueIterator)
    for i in 1:length(v.dict)
        __dict_setvalue!(v.dict, i, f(__dict_value(v.dict, i)))
    end
    return v
end

# ---- Set ----

mutable struct Set{T} <: AbstractSet{T}
    dict::Dict{T,Nothing}
    Set{T}() where {T} = new(Dict{T,Nothing}())
    function Set{T}(itr) where {T}
        s = new(Dict{T,Nothing}())
        for x in itr
            s.dict[x] = nothing
        end
        return s
    end
end
Set() = Set{Any}()
Set(itr) = Set{eltype(itr)}(itr)
# A generator's element type is what its elements turn out to be (Julia infers it).
Set(g::Generator) = (v = collect(g); Set{eltype(v)}(v))

eltype(::Set{T}) where {T} = T
length(s::Set) = length(s.dict)
isempty(s::Set) = isempty(s.dict)
in(x, s::Set) = haskey(s.dict, x)
push!(s::Set, x) = (s.dict[x] = nothing; s)
function push!(s::Set, x, y, rest...)
    push!(s, x)
    push!(s, y)
    for z in rest
        push!(s, z)
    end
    return s
end
delete!(s::Set, x) = (delete!(s.dict, x); s)
pop!(s::Set, x) = (pop!(s.dict, x); x)
pop!(s::Set, x, default) = x in s ? pop!(s, x) : default
pop!(s::Set) = isempty(s) ? throw(ArgumentError("set must be non-empty")) : pop!(s.dict).first
empty!(s::Set) = (empty!(s.dict); s)
copy(s::Set{T}) where {T} = Set{T}(s)
sizehint!(s::Set, n) = s
function iterate(s::Set, i = 1)
    i > length(s.dict) && return nothing
    return (__dict_key(s.dict, i), i + 1)
end
function collect(s::Set{T}) where {T}
    out = Vector{T}(undef, length(s))
    for i in 1:length(s)
        out[i] = __dict_key(s.dict, i)
    end
    return out
end
function show(io::IO, s::Set{T}) where {T}
    if isempty(s)
        show(io, typeof(s))
        print(io, "()")
    else
        print(io, "Set(")
        show(io, collect(s))
        print(io, ")")
    end
end

==(a::AbstractSet, b::AbstractSet) = length(a) == length(b) && issubset(a, b)
isequal(a::Set, b::Set) = a == b
<=(a::AbstractSet, b::AbstractSet) = issubset(a, b)
<(a::AbstractSet, b::AbstractSet) = length(a) < length(b) && issubset(a, b)

function filter(f, s::Set{T}) where {T}
    out = Set{T}()
    for x in s
        f(x) && push!(out, x)
    end
    return out
end
function filter!(f, s::Set)
    for x in collect(s)
        f(x) || delete!(s, x)
    end
    return s
end

# ---- set operations (sets give sets; other collections give vectors in first-seen order) ----

__promote_eltype(x) = eltype(x)
__promote_eltype(x, y, rest...) = __promote_type(eltype(x), __promote_eltype(y, rest...))
__emptymutable(s::Set, ::Type{T}) where {T} = Set{T}()
__emptymutable(s, ::Type{T}) where {T} = Vector{T}()

union(s::Set) = copy(s)
union(s, sets...) = union!(__emptymutable(s, __promote_eltype(s, sets...)), s, sets...)
function union!(s::Set, itrs...)
    for itr in itrs
        for x in itr
            push!(s, x)
        end
    end
    return s
end
function union!(v::Vector, itrs...)
    seen = Set{eltype(v)}()
    out = similar(v, 0)
    for x in v
        x in seen || (push!(seen, x); push!(out, x))
    end
    for itr in itrs
        for x in itr
            x in seen || (push!(seen, x); push!(out, x))
        end
    end
    while !isempty(v)
        pop!(v)
    end
    for x in out
        push!(v, x)
    end
    return v
end
∪(a, b...) = union(a, b...)

function intersect!(s::Set, itrs...)
    for itr in itrs
        keep = itr isa Set ? itr : Set(itr)
        for x in collect(s)
            x in keep || delete!(s, x)
        end
    end
    return s
end
intersect(s::Set, itrs...) = intersect!(union!(Set{__promote_eltype(s, itrs...)}(), s), itrs...)
function intersect(s, itrs...)
    T = __promote_eltype(s, itrs...)
    keep = intersect!(Set{T}(s), itrs...)
    out = Vector{T}()
    for x in s
        if x in keep
            push!(out, x)
            delete!(keep, x)
        end
    end
    return out
end
∩(a, b...) = intersect(a, b...)

function setdiff!(s::Set, itrs...)
    for itr in itrs
        for x in itr
            delete!(s, x)
        end
    end
    return s
end
setdiff(s::Set, itrs...) = setdiff!(copy(s), itrs...)
function setdiff(s, itrs...)
    T = eltype(s)
    keep = setdiff!(Set{T}(s), itrs...)
    out = Vector{T}()
    for x in s
        if x in keep
            push!(out, x)
            delete!(keep, x)
        end
    end
    return out
end

function symdiff!(s::Set, itrs...)
    for itr in itrs
        for x in Set(itr)
            x in s ? delete!(s, x) : push!(s, x)
        end
    end
    return s
end
symdiff(s::Set, itrs...) = symdiff!(union!(Set{__promote_eltype(s, itrs...)}(), s), itrs...)

function issubset(a, b)
    for x in a
        x in b || return false
    end
    return true
end
⊆(a, b) = issubset(a, b)
⊇(a, b) = issubset(b, a)
⊈(a, b) = !issubset(a, b)
⊊(a::Set, b::Set) = length(a) < length(b) && issubset(a, b)
⊊(a, b) = Set(a) ⊊ Set(b)
issetequal(a::Set, b::Set) = a == b
issetequal(a, b) = Set(a) == Set(b)
isdisjoint(a, b) = !any(x -> x in b, a)

function unique(itr)
    seen = Set{eltype(itr)}()
    out = Vector{eltype(itr)}()
    for x in itr
        if !(x in seen)
            push!(seen, x)
            push!(out, x)
        end
    end
    return out
end
function unique(f, itr)
    seen = Set()
    out = Vector{eltype(itr)}()
    for x in itr
        y = f(x)
        if !(y in seen)
            push!(seen, y)
            push!(out, x)
        end
    end
    return out
end
function allunique(itr)
    seen = Set{eltype(itr)}()
    for x in itr
        x in seen && return false
        push!(seen, x)
    end
    return true
end
