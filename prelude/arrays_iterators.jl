# Base.Iterators: lazy iterators over any iterable (Julia's base/iterators.jl). Each one is a struct
# whose `iterate` carries the wrapped iterator's state; `collect` reads them through iterate.

module Iterators

import Base: iterate, length, size, eltype

export enumerate, zip, take, drop, takewhile, dropwhile, countfrom, repeated, cycle, product, flatten,
       partition, rest, flatmap

enumerate(itr) = Base.enumerate(itr)
zip(iters...) = Base.zip(iters...)
product(iters...) = Base.__product(iters...)
flatten(itr) = Base.__flatten(itr)
flatmap(f, itr) = Base.__flatten(Base.Generator(f, itr))
filter(f, itr) = Base.Filter(f, itr)
map(f, itr) = Base.Generator(f, itr)

# ---- take and drop ----

struct Take{I}
    xs::I
    n::Int
end
take(xs, n::Integer) = n < 0 ? throw(ArgumentError("Take length must be non-negative")) : Take(xs, Int(n))
length(t::Take) = min(t.n, length(t.xs))
function iterate(t::Take, state = (t.n,))
    n = state[1]
    n <= 0 && return nothing
    y = iterate(t.xs, state[2:end]...)
    y === nothing && return nothing
    return (y[1], (n - 1, y[2]))
end

struct Drop{I}
    xs::I
    n::Int
end
drop(xs, n::Integer) = n < 0 ? throw(ArgumentError("Drop length must be non-negative")) : Drop(xs, Int(n))
length(d::Drop) = max(0, length(d.xs) - d.n)
function iterate(d::Drop)
    y = iterate(d.xs)
    for i in 1:d.n
        y === nothing && return nothing
        y = iterate(d.xs, y[2])
    end
    return y
end
iterate(d::Drop, state) = iterate(d.xs, state)

struct TakeWhile{I,P}
    pred::P
    xs::I
end
takewhile(pred, xs) = TakeWhile(pred, xs)
function iterate(t::TakeWhile, state...)
    y = iterate(t.xs, state...)
    (y === nothing || !t.pred(y[1])) && return nothing
    return y
end

struct DropWhile{I,P}
    pred::P
    xs::I
end
dropwhile(pred, xs) = DropWhile(pred, xs)
function iterate(d::DropWhile)
    y = iterate(d.xs)
    while y !== nothing && d.pred(y[1])
        y = iterate(d.xs, y[2])
    end
    return y
end
iterate(d::DropWhile, state) = iterate(d.xs, state)

# ---- unbounded sources ----

struct Count{T,S}
    start::T
    step::S
end
countfrom(start = 1, step = 1) = Count(start, step)
iterate(c::Count, state = c.start) = (state, state + c.step)

struct Repeated{O}
    x::O
end
repeated(x) = Repeated(x)
repeated(x, n::Integer) = take(Repeated(x), n)
iterate(r::Repeated, state = nothing) = (r.x, nothing)

struct Cycle{I}
    xs::I
end
cycle(xs) = Cycle(xs)
cycle(xs, n::Integer) = flatten(repeated(xs, n))
function iterate(c::Cycle, state = ())
    y = iterate(c.xs, state...)
    if y === nothing
        y = iterate(c.xs)
        y === nothing && return nothing
    end
    return (y[1], (y[2],))
end

# ---- partition: consecutive chunks of n elements (the last may be shorter), as vectors ----

struct Partition{I}
    c::I
    n::Int
end
partition(c, n::Integer) = n < 1 ? throw(ArgumentError("cannot create partitions of length $n")) : Partition(c, Int(n))
length(p::Partition) = cld(length(p.c), p.n)
function iterate(p::Partition, state = ())
    y = iterate(p.c, state...)
    y === nothing && return nothing
    chunk = [y[1]]
    while length(chunk) < p.n
        y = iterate(p.c, y[2])
        y === nothing && return (chunk, (nothing,))
        push!(chunk, y[1])
    end
    return (chunk, (y[2],))
end
iterate(p::Partition, state::Tuple{Nothing}) = nothing

# rest(itr, state): what is left of itr after state.
struct Rest{I,S}
    itr::I
    st::S
end
rest(itr, state) = Rest(itr, state)
iterate(r::Rest, state = r.st) = iterate(r.itr, state)
eltype(r::Rest) = eltype(r.itr)

# Element types as Julia declares them, so that collect makes a Vector of that type.
eltype(t::Take) = eltype(t.xs)
eltype(d::Drop) = eltype(d.xs)
eltype(t::TakeWhile) = eltype(t.xs)
eltype(d::DropWhile) = eltype(d.xs)
eltype(c::Count) = typeof(c.start)
eltype(r::Repeated) = typeof(r.x)
eltype(c::Cycle) = eltype(c.xs)

# Iterators.reverse over anything indexable from 1 to length.
struct Reverse{T}
    itr::T
end
reverse(itr) = Reverse(itr)
length(r::Reverse) = length(r.itr)
eltype(r::Reverse) = eltype(r.itr)
iterate(r::Reverse, i = length(r.itr)) = i < 1 ? nothing : (r.itr[i], i - 1)

end

export Iterators

# only(x): the one element of a collection (Julia's base/iterators.jl, exported by Base).
function only(x)
    i = iterate(x)
    i === nothing && throw(ArgumentError("Collection is empty, must contain exactly 1 element"))
    (ret, state) = i
    iterate(x, state) === nothing || throw(ArgumentError("Collection has multiple elements, must contain exactly 1 element"))
    return ret
end
only(x::Ref) = x[]
only(x::Char) = x
only(x::Tuple{Any}) = x[1]
only(x::Tuple) = throw(ArgumentError("Tuple contains $(length(x)) elements, must contain exactly 1 element"))
only(x::NamedTuple{<:Any, <:Tuple{Any}}) = first(x)
only(x::NamedTuple) = throw(ArgumentError("NamedTuple contains $(length(x)) elements, must contain exactly 1 element"))

# Iterators.product (and for-clauses lowered to it) collect into an array shaped like the grid.
collect(p::ProductIterator) = reshape(__collect_values(p), size(p))
