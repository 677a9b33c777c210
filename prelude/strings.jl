# Strings, the part that is naturally Julia (strings/io.jl, strings/search.jl, strings/util.jl,
# strings/basic.jl): join, searching with predicates, findall, count, eachsplit, Symbol(x...),
# strip(pred, s), character indices, map/filter over a string, promotion and eltype. Byte-level
# work (indexing, split, strip, replace, case) is in C++ (builtins_strings.cpp, builtins_string_ops.cpp).

# join(io, itr, delim, last): print each element; `last` goes before the final one.
function join(io::IO, itr, delim, last)
    y = iterate(itr)
    first = true
    while y !== nothing
        x = y[1]
        y = iterate(itr, y[2])
        if !first
            print(io, y === nothing ? last : delim)
        end
        print(io, x)
        first = false
    end
    return nothing
end
join(io::IO, itr) = join(io, itr, "", "")
join(io::IO, itr, delim) = join(io, itr, delim, delim)
join(itr) = sprint(join, itr)
join(itr, delim) = sprint(join, itr, delim)
join(itr, delim, last) = sprint(join, itr, delim, last)

# Searching with a predicate on characters: the index of the matching character.
function findnext(f::Function, s::AbstractString, i::Integer)
    n = ncodeunits(s)
    while i <= n
        f(s[i]) && return i
        i = nextind(s, i)
    end
    return nothing
end
findfirst(f::Function, s::AbstractString) = findnext(f, s, 1)
function findprev(f::Function, s::AbstractString, i::Integer)
    while i >= 1
        f(s[i]) && return i
        i = prevind(s, i)
    end
    return nothing
end
findlast(f::Function, s::AbstractString) = findprev(f, s, lastindex(s))

function findall(f::Function, s::AbstractString)
    found = Vector{Int}()
    i = 1
    n = ncodeunits(s)
    while i <= n
        f(s[i]) && push!(found, i)
        i = nextind(s, i)
    end
    return found
end
findall(c::AbstractChar, s::AbstractString) = findall(x -> x == c, s)

# Non-overlapping matches of a string, as ranges (overlap = true: every start).
function findall(t::AbstractString, s::AbstractString; overlap::Bool = false)
    found = Vector{UnitRange{Int}}()
    i = 1
    e = lastindex(s)
    while true
        r = findnext(t, s, i)
        r === nothing && break
        push!(found, r)
        j = overlap || isempty(r) ? first(r) : last(r)
        j > e && break
        i = nextind(s, j)
    end
    return found
end

count(t::Union{AbstractString,AbstractChar}, s::AbstractString; overlap::Bool = false) =
    length(findall(t, s; overlap = overlap))
count(f::Function, s::AbstractString) = length(findall(f, s))

# An iterator in Julia; here the vector split returns (it iterates the same way).
eachsplit(s::AbstractString; kw...) = split(s; kw...)
eachsplit(s::AbstractString, dlm; kw...) = split(s, dlm; kw...)

# Symbol("a", 1) is the symbol of the printed arguments (base/strings/basic.jl).
Symbol(x...) = Symbol(string(x...))

# strip(pred, s): the predicate form (base/strings/util.jl) takes the function first.
strip(f::Function, s::AbstractString) = strip(s, f)
lstrip(f::Function, s::AbstractString) = lstrip(s, f)
rstrip(f::Function, s::AbstractString) = rstrip(s, f)

# eachindex(s)/keys(s): the valid character indices, iterated with nextind (strings/basic.jl).
struct EachStringIndex{T<:AbstractString}
    s::T
end
eachindex(s::AbstractString) = EachStringIndex(s)
keys(s::AbstractString) = EachStringIndex(s)
length(e::EachStringIndex) = length(e.s)
eltype(::Type{<:EachStringIndex}) = Int
function iterate(e::EachStringIndex, i::Int=firstindex(e.s))
    i > ncodeunits(e.s) && return nothing
    return (i, nextind(e.s, i))
end
function collect(e::EachStringIndex)
    out = Int[]
    for i in e
        push!(out, i)
    end
    return out
end
# pairs(s): index => character for each character.
pairs(s::AbstractString) = (i => s[i] for i in eachindex(s))

# map over a string builds a String from the Chars f returns (strings/basic.jl).
function map(f, s::AbstractString)
    out = IOBuffer()
    for c in s
        c2 = f(c)
        c2 isa AbstractChar || throw(ArgumentError("map(f, s::AbstractString) requires f to return AbstractChar; try map(f, collect(s)) or a comprehension instead"))
        print(out, c2)
    end
    return String(take!(out))
end

# Mixed strings promote to String (strings/basic.jl): [SubString, String] is a Vector{String}.
promote_rule(::Type{<:AbstractString}, ::Type{<:AbstractString}) = String

# filter over a string keeps the characters f accepts, as a String.
function filter(f, s::AbstractString)
    out = IOBuffer()
    for c in s
        f(c) && print(out, c)
    end
    return String(take!(out))
end

# String(chars): the characters of a vector joined.
String(v::AbstractVector{T}) where {T<:AbstractChar} = join(v)
# Strings iterate Chars (eltype drives unique, collect and friends).
eltype(::Type{T}) where {T<:AbstractString} = Char
eltype(::AbstractString) = Char
