# The part of Base that is naturally Julia: exceptions, iterators (generators, filters, products,
# zip, enumerate), collecting, reductions and the functions built on them. Runs in module Base
# when an evaluator starts; builtins (C++) provide what this code calls underneath.

# ---- exceptions: throw(E(...)) reports the type's name and its message ----

struct ErrorException <: Exception
    msg::String
end
struct ArgumentError <: Exception
    msg::String
end
struct DimensionMismatch <: Exception
    msg::String
end
struct AssertionError <: Exception
    msg::String
end
struct OverflowError <: Exception
    msg::String
end
struct KeyError <: Exception
    key
end
struct DomainError <: Exception
    val
    msg::String
end
DomainError(val) = DomainError(val, "")
struct BoundsError <: Exception
    a
    i
end
struct DivideError <: Exception end
# Raised by juxla's builtins by name; defined so that programs can name them (`@test_throws
# MethodError f(x)`, `e isa TypeError`).
struct MethodError <: Exception
    f
    args
end
struct UndefVarError <: Exception
    var::Symbol
end
struct UndefKeywordError <: Exception
    var::Symbol
end
showerror(io::IO, e::UndefKeywordError) = print(io, "keyword argument `", e.var, "` not assigned")
struct TypeError <: Exception
    func::Symbol
    context
    expected
    got
end
struct InexactError <: Exception
    func::Symbol
    T
    val
end
struct StackOverflowError <: Exception end

# ---- a sentinel for "no init given" in reductions ----

struct __NoInit end
const __noinit = __NoInit()

# ---- generators, filters and products (what comprehensions lower to) ----

struct Generator{F,I}
    f::F
    iter::I
end
__generator(f, iter) = Generator(f, iter)
function iterate(g::Generator, state...)
    y = iterate(g.iter, state...)
    y === nothing && return nothing
    return (g.f(y[1]), y[2])
end
length(g::Generator) = length(g.iter)
size(g::Generator) = size(g.iter)

struct Filter{F,I}
    flt::F
    itr::I
end
__filter(f, itr) = Filter(f, itr)
function iterate(f::Filter, state...)
    y = iterate(f.itr, state...)
    while y !== nothing
        if f.flt(y[1])
            return y
        end
        y = iterate(f.itr, y[2])
    end
    return nothing
end

# for i in a, j in b: tuples with the first iterator varying fastest, shaped like a grid.
struct ProductIterator{T}
    vectors::T
end
__product(iters...) = ProductIterator(map(collect, iters))
size(p::ProductIterator) = map(length, p.vectors)
length(p::ProductIterator) = prod(size(p))
function iterate(p::ProductIterator, k = 1)
    k > length(p) && return nothing
    return (__product_element(p.vectors, k - 1), k + 1)
end
function __product_element(vectors, k)
    out = ()
    for v in vectors
        n = length(v)
        out = (out..., v[k % n + 1])
        k = k ÷ n
    end
    return out
end

# ---- zip, enumerate, pairs ----

struct Zip{T}
    iters::T
end
zip(iters...) = Zip(iters)
length(z::Zip) = minimum(map(length, z.iters))
function iterate(z::Zip, states = nothing)
    isempty(z.iters) && return nothing
    values = ()
    newstates = ()
    i = 1
    for it in z.iters
        y = states === nothing ? iterate(it) : iterate(it, states[i])
        y === nothing && return nothing
        values = (values..., y[1])
        newstates = (newstates..., y[2])
        i += 1
    end
    return (values, newstates)
end

struct Enumerate{I}
    itr::I
end
enumerate(itr) = Enumerate(itr)
length(e::Enumerate) = length(e.itr)
function iterate(e::Enumerate, state = (1,))
    n = state[1]
    y = iterate(e.itr, state[2:end]...)
    y === nothing && return nothing
    return ((n, y[1]), (n + 1, y[2]))
end

# ---- collecting ----

# A user's iterator has a known eltype (Any unless it defines eltype), so collect gives Vector{eltype};
# Base's own iterators are collected by their values' types, as Julia's inference would type them.
collect(itr) = __user_iterator(itr) ? __collect_typed(eltype(itr), itr) : __collect_values(itr)
__user_iterator(itr) = (m = parentmodule(typeof(itr)); isstructtype(typeof(itr)) && m !== Base)
function __collect_typed(T, itr)
    out = Vector{T}(undef, 0)
    for x in itr
        push!(out, x)
    end
    return out
end
collect(g::Generator) = __reshape_like(__collect_values(g), g.iter)
collect(::Type{T}, itr) where {T} = convert(Vector{T}, collect(itr))
collect(::Type{T}, g::Generator) where {T} = __reshape_like(convert(Vector{T}, __collect_values(g)), g.iter)
__reshape_like(v, itr) = v
__reshape_like(v, itr::Array) = ndims(itr) == 1 ? v : reshape(v, size(itr))
__reshape_like(v, itr::ProductIterator) = reshape(v, size(itr))

map(f, t::Tuple) = tuple((f(x) for x in t)...)
map(f, a) = collect(Generator(f, a))
map(f, a, b) = collect(Generator(x -> f(x...), zip(a, b)))
map(f, a, b, c) = collect(Generator(x -> f(x...), zip(a, b, c)))
foreach(f, itr) = (for x in itr; f(x); end; nothing)

# ---- reductions ----

function foldl(op, itr; init = __noinit)
    y = iterate(itr)
    if y === nothing
        init === __noinit && throw(ArgumentError("reducing over an empty collection is not allowed; consider supplying `init` to the reducer"))
        return init
    end
    acc = init === __noinit ? y[1] : op(init, y[1])
    y = iterate(itr, y[2])
    while y !== nothing
        acc = op(acc, y[1])
        y = iterate(itr, y[2])
    end
    return acc
end
reduce(op, itr; init = __noinit) = foldl(op, itr; init = init)
mapreduce(f, op, itr; init = __noinit) = foldl(op, Generator(f, itr); init = init)
mapfoldl(f, op, itr; init = __noinit) = foldl(op, Generator(f, itr); init = init)

# sum and prod widen small integers and Bool, as Julia's add_sum and mul_prod do.
__add_sum(x, y) = x + y
__add_sum(x::Bool, y::Bool) = Int(x) + Int(y)
__add_sum(x::Union{Int8,Int16,Int32}, y::Union{Int8,Int16,Int32}) = Int(x) + Int(y)
__add_sum(x::Union{UInt8,UInt16,UInt32}, y::Union{UInt8,UInt16,UInt32}) = UInt(x) + UInt(y)
__mul_prod(x, y) = x * y
__mul_prod(x::Union{Int8,Int16,Int32}, y::Union{Int8,Int16,Int32}) = Int(x) * Int(y)
__sum_first(x) = x
__sum_first(x::Union{Bool,Int8,Int16,Int32}) = Int(x)
__sum_first(x::Union{UInt8,UInt16,UInt32}) = UInt(x)

function sum(f, itr; init = __noinit)
    y = iterate(itr)
    if y === nothing
        init === __noinit && return __empty_sum(itr)
        return init
    end
    acc = init === __noinit ? __sum_first(f(y[1])) : __add_sum(init, f(y[1]))
    y = iterate(itr, y[2])
    while y !== nothing
        acc = __add_sum(acc, f(y[1]))
        y = iterate(itr, y[2])
    end
    return acc
end
sum(itr; init = __noinit) = sum(identity, itr; init = init)
__empty_sum(itr) = zero(eltype(itr))

function prod(f, itr; init = __noinit)
    y = iterate(itr)
    if y === nothing
        init === __noinit && return one(eltype(itr))
        return init
    end
    acc = init === __noinit ? __sum_first(f(y[1])) : __mul_prod(init, f(y[1]))
    y = iterate(itr, y[2])
    while y !== nothing
        acc = __mul_prod(acc, f(y[1]))
        y = iterate(itr, y[2])
    end
    return acc
end
prod(itr; init = __noinit) = prod(identity, itr; init = init)

# maximum/minimum fold with max/min; findmax/findmin keep the first best index (a NaN wins and stops).
function __fold_extreme(pick, f, itr)
    y = iterate(itr)
    y === nothing && throw(ArgumentError("reducing over an empty collection is not allowed; consider supplying `init` to the reducer"))
    best = f(y[1])
    y = iterate(itr, y[2])
    while y !== nothing
        best = pick(best, f(y[1]))
        y = iterate(itr, y[2])
    end
    return best
end
maximum(f, itr) = __fold_extreme(max, f, itr)
maximum(itr) = maximum(identity, itr)
minimum(f, itr) = __fold_extreme(min, f, itr)
minimum(itr) = minimum(identity, itr)
extrema(itr) = (minimum(itr), maximum(itr))

function __find_extreme(better, f, itr)
    best = nothing
    bestindex = 0
    for (i, x) in enumerate(itr)
        v = f(x)
        if best === nothing || better(v, best) || (v != v)
            best = v
            bestindex = i
            v != v && break
        end
    end
    bestindex == 0 && throw(ArgumentError("collection must be non-empty"))
    return (best, bestindex)
end
findmax(f, itr) = __find_extreme((v, best) -> isless(best, v), f, itr)
findmax(itr) = findmax(identity, itr)
findmin(f, itr) = __find_extreme(isless, f, itr)
findmin(itr) = findmin(identity, itr)
argmax(itr) = findmax(itr)[2]
argmin(itr) = findmin(itr)[2]
argmax(f, itr) = collect(itr)[findmax(f, itr)[2]]
argmin(f, itr) = collect(itr)[findmin(f, itr)[2]]

function any(f, itr)
    for x in itr
        f(x) && return true
    end
    return false
end
any(itr) = any(identity, itr)
function all(f, itr)
    for x in itr
        f(x) || return false
    end
    return true
end
all(itr) = all(identity, itr)
function count(f, itr)
    n = 0
    for x in itr
        if f(x)
            n += 1
        end
    end
    return n
end
count(itr) = count(identity, itr)

function in(x, itr)
    for y in itr
        y == x && return true
    end
    return false
end
∈(x, itr) = in(x, itr)
∉(x, itr) = !in(x, itr)

isempty(itr) = iterate(itr) === nothing
function first(itr)
    y = iterate(itr)
    y === nothing && throw(ArgumentError("collection must be non-empty"))
    return y[1]
end
last(a) = a[end]
first(p::Pair) = getfield(p, :first)
last(p::Pair) = getfield(p, :second)

function filter(f, a::Array)
    out = similar(a, 0)
    for x in a
        if f(x)
            push!(out, x)
        end
    end
    return out
end
filter(f, t::Tuple) = tuple((x for x in t if f(x))...)

function findfirst(f, a)
    for (i, x) in enumerate(a)
        f(x) && return i
    end
    return nothing
end
function findlast(f, a)
    for i in length(a):-1:1
        f(a[i]) && return i
    end
    return nothing
end
function findall(f, a)
    out = Int[]
    for (i, x) in enumerate(a)
        if f(x)
            push!(out, i)
        end
    end
    return out
end
findall(a::Array{Bool}) = findall(identity, a)

eachindex(a) = 1:length(a)
keys(a::Array) = 1:length(a)
keys(t::Tuple) = 1:length(t)
values(a) = a

getindex(r::Ref) = getfield(r, :x)
setindex!(r::Ref, v) = setfield!(r, :x, v)

ntuple(f, n::Int) = tuple((f(i) for i in 1:n)...)

# ---- comparison fallbacks (numbers, strings and arrays have their own methods) ----

==(a, b) = a === b
!=(a, b) = !(a == b)
!==(a, b) = !(a === b)
>(a, b) = b < a
>=(a, b) = b <= a
<=(a, b) = (a < b) || (a == b)
# tuples compare element by element with == (arrays inside compare by value)
function ==(a::Tuple, b::Tuple)
    length(a) == length(b) || return false
    r = true
    for i in 1:length(a)
        r = r & (a[i] == b[i])
    end
    return r
end
==(a::NamedTuple, b::NamedTuple) = keys(a) === keys(b) && Tuple(a) == Tuple(b)

# the Unicode spellings are the same functions, as in Julia
export ≤, ≥, ≠, ≡, ≢, ∉
const ≤ = <=
const ≥ = >=
const ≠ = !=
const ≡ = ===
const ≢ = !==
∉(x, itr) = !in(x, itr)
isequal(a, b) = a == b

# a + b + c parses as one call: fold left, as Julia's afoldl.
__afoldl(op, acc) = acc
__afoldl(op, acc, x, xs...) = __afoldl(op, op(acc, x), xs...)
+(a, b, c, xs...) = __afoldl(+, +(+(a, b), c), xs...)
*(a, b, c, xs...) = __afoldl(*, *(*(a, b), c), xs...)

# Comprehensions with several `for` clauses iterate the inner iterators one after another.
struct Flatten{I}
    it::I
end
__flatten(it) = Flatten(it)
function iterate(f::Flatten, state = ())
    if state === ()
        outer = iterate(f.it)
    else
        y = iterate(state[1], state[2])
        y !== nothing && return (y[1], (state[1], y[2], state[3]))
        outer = iterate(f.it, state[3])
    end
    while outer !== nothing
        inner = outer[1]
        y = iterate(inner)
        y !== nothing && return (y[1], (inner, y[2], outer[2]))
        outer = iterate(f.it, outer[2])
    end
    return nothing
end

# ---- generic ordering: `<` falls back to isless, max/min use isless (operators.jl) ----
<(a, b) = isless(a, b)
max(x, y) = ifelse(isless(y, x), x, y)
min(x, y) = ifelse(isless(y, x), y, x)

# Tuples compare lexicographically (tuple.jl).
function isless(t1::Tuple, t2::Tuple)
    n1, n2 = length(t1), length(t2)
    for i in 1:min(n1, n2)
        a, b = t1[i], t2[i]
        isequal(a, b) || return isless(a, b)
    end
    return n1 < n2
end
function <(t1::Tuple, t2::Tuple)
    n1, n2 = length(t1), length(t2)
    for i in 1:min(n1, n2)
        a, b = t1[i], t2[i]
        a == b || return a < b
    end
    return n1 < n2
end
<=(t1::Tuple, t2::Tuple) = !(t2 < t1)

# ---- NamedTuple as a collection (namedtuple.jl) ----
keys(nt::NamedTuple) = fieldnames(typeof(nt))
values(nt::NamedTuple) = tuple(nt...)
haskey(nt::NamedTuple, k::Symbol) = k in keys(nt)
haskey(nt::NamedTuple, k::Integer) = 1 <= k <= length(nt)
get(nt::NamedTuple, k::Symbol, default) = haskey(nt, k) ? getfield(nt, k) : default
pairs(nt::NamedTuple) = (k => getfield(nt, k) for k in keys(nt))
pairs(t::Tuple) = (i => t[i] for i in 1:length(t))
function merge(a::NamedTuple, b::NamedTuple)
    names = (keys(a)..., (k for k in keys(b) if !haskey(a, k))...)
    return __namedtuple(names, tuple((haskey(b, k) ? getfield(b, k) : getfield(a, k) for k in names)...))
end
merge(a::NamedTuple) = a
merge(a::NamedTuple, b::NamedTuple, rest::NamedTuple...) = merge(merge(a, b), rest...)
NamedTuple() = __namedtuple((), ())
Tuple(nt::NamedTuple) = values(nt)
Tuple(t::Tuple) = t
# map over NamedTuples keeps the names (namedtuple.jl); all arguments must have the same names
map(f, nt::NamedTuple) = __namedtuple(keys(nt), map(f, values(nt)))
function map(f, a::NamedTuple, b::NamedTuple)
    keys(a) == keys(b) || throw(ArgumentError("Named tuple names do not match."))
    return __namedtuple(keys(a), map(f, values(a), values(b)))
end
# (written with ntuple: slicing a tuple that holds arrays is not staged yet)
tail(t::Tuple) = isempty(t) ? throw(ArgumentError("Cannot call tail on an empty tuple.")) : ntuple(i -> t[i + 1], length(t) - 1)
front(t::Tuple) = isempty(t) ? throw(ArgumentError("Cannot call front on an empty tuple.")) : ntuple(i -> t[i], length(t) - 1)
hasproperty(x, s::Symbol) = s in propertynames(x)

# ---- functions as values (operators.jl) ----
isnothing(x) = x === nothing
something() = throw(ArgumentError("No value arguments present"))
something(x::Nothing, xs...) = something(xs...)
something(x, xs...) = x
|>(x, f) = f(x)
struct ComposedFunction{O,I} <: Function
    outer::O
    inner::I
end
(c::ComposedFunction)(xs...; kw...) = c.outer(c.inner(xs...; kw...))
∘(f) = f
∘(f, g) = ComposedFunction(f, g)
∘(f, g, h...) = ∘(f ∘ g, h...)
!(f::Function) = ComposedFunction(!, f)
struct Fix1{F,T} <: Function
    f::F
    x::T
end
(f::Fix1)(y) = f.f(f.x, y)
struct Fix2{F,T} <: Function
    f::F
    x::T
end
(f::Fix2)(y) = f.f(y, f.x)
==(x) = Fix2(==, x)
isequal(x) = Fix2(isequal, x)
in(x) = Fix2(in, x)
<(x) = Fix2(<, x)
>(x) = Fix2(>, x)
<=(x) = Fix2(<=, x)
>=(x) = Fix2(>=, x)
!=(x) = Fix2(!=, x)
startswith(s) = Fix2(startswith, s)
endswith(s) = Fix2(endswith, s)

# ---- kw...: the keywords a method did not name, as Base.Pairs over a NamedTuple (iterators.jl) ----
struct Pairs{K,V,NT} <: AbstractDict{K,V}
    data::NT
end
__kwpairs(nt::NamedTuple) = Pairs{Symbol,Any,typeof(nt)}(nt)
length(p::Pairs) = length(p.data)
isempty(p::Pairs) = length(p.data) == 0
keys(p::Pairs) = keys(p.data)
values(p::Pairs) = p.data
NamedTuple(p::Pairs) = p.data
haskey(p::Pairs, k) = haskey(p.data, k)
getindex(p::Pairs, k::Symbol) = getfield(p.data, k)
get(p::Pairs, k::Symbol, default) = get(p.data, k, default)
pairs(p::Pairs) = p
function iterate(p::Pairs, i = 1)
    i > length(p.data) && return nothing
    return (keys(p.data)[i] => p.data[i], i + 1)
end

# f.(x; k = v): each element's call gets the keywords (Julia lowers to x -> f(x; k = v)).
struct KwFunc{F,K} <: Function
    f::F
    kw::K
end
__kwfunc(f; kw...) = KwFunc(f, kw)
(k::KwFunc)(xs...) = k.f(xs...; k.kw...)

propertynames(x) = fieldnames(typeof(x))

# A SubString converts to a String (strings/basic.jl), e.g. when [sub, "plain"] promotes to Vector{String}.
convert(::Type{String}, s::AbstractString) = String(s)

# ---- the AbstractArray interface for a program's own array types (abstractarray.jl) ----
# Defining size and a scalar getindex is enough: iteration, length, slicing and printing follow.
iterate(A::AbstractArray, i = 1) = i > length(A) ? nothing : (A[i], i + 1)
function getindex(A::AbstractArray, I...)
    all(i -> i isa Integer, I) && throw(ErrorException("getindex not defined for $(typeof(A))"))
    length(I) == 1 || throw(ArgumentError("indexing a $(typeof(A)) with several non-scalar indices is not supported"))
    return [A[i] for i in __index_positions(A, I[1])]
end
__index_positions(A, r::AbstractVector) = r
__index_positions(A, ::typeof(:)) = 1:length(A)

# Colon() is `:` (Julia's Colon is the type of the function `:`), as in `x[Colon()]` or `dims = Colon()`.
const Colon = typeof(:)
(::Type{Colon})() = (:)
export Colon
