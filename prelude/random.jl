# Random numbers as Julia's Random stdlib draws them: rand/randn in Base; Xoshiro, seed!, shuffle,
# randperm and friends in module Random. The default generator (TaskLocalRNG) is a Xoshiro256++
# seeded from system entropy; Random.seed!(n) makes it draw Julia's numbers for that seed (Julia
# 1.7-1.10 seeding). Generators are C++ (builtins_random.cpp); this file picks what to draw.

rand(::__NoInit) = nothing
randn(::__NoInit) = nothing

module Random

import Base: rand, randn, copy, show, ==

export AbstractRNG, Xoshiro, MersenneTwister, TaskLocalRNG, rand!, randn!, shuffle, shuffle!,
       randperm, randperm!, randcycle, randcycle!, randstring, bitrand

abstract type AbstractRNG end

mutable struct Xoshiro <: AbstractRNG
    s0::UInt64
    s1::UInt64
    s2::UInt64
    s3::UInt64
end
Xoshiro(seed::Integer) = Xoshiro(Base.__rng_seed_state(seed)...)
Xoshiro() = Xoshiro(Base.__rng_entropy_state()...)
Xoshiro(::Nothing) = Xoshiro()
copy(r::Xoshiro) = Xoshiro(r.s0, r.s1, r.s2, r.s3)
==(a::Xoshiro, b::Xoshiro) = a.s0 == b.s0 && a.s1 == b.s1 && a.s2 == b.s2 && a.s3 == b.s3

# The task's generator; all of its state is the one Xoshiro below.
struct TaskLocalRNG <: AbstractRNG end
const __task_rng = Xoshiro()
default_rng() = TaskLocalRNG()
copy(::TaskLocalRNG) = copy(__task_rng)

# juxla's MersenneTwister draws from a Xoshiro256++ seeded like Xoshiro (not Julia's dSFMT stream).
mutable struct MersenneTwister <: AbstractRNG
    seed::UInt64
    state::Xoshiro
end
MersenneTwister(seed::Integer) = MersenneTwister(UInt64(seed), Xoshiro(seed))
MersenneTwister() = MersenneTwister(UInt64(0), Xoshiro())
copy(r::MersenneTwister) = MersenneTwister(r.seed, copy(r.state))
show(io::IO, r::MersenneTwister) = print(io, "MersenneTwister(", Int(r.seed), ")")

__state(r::Xoshiro) = r
__state(::TaskLocalRNG) = __task_rng
__state(r::MersenneTwister) = r.state

function __reseed!(x::Xoshiro, s)
    x.s0 = s[1]
    x.s1 = s[2]
    x.s2 = s[3]
    x.s3 = s[4]
    return x
end
seed!(r::Xoshiro, n::Integer) = __reseed!(r, Base.__rng_seed_state(n))
seed!(r::Xoshiro) = __reseed!(r, Base.__rng_entropy_state())
seed!(r::Xoshiro, ::Nothing) = seed!(r)
# Compiled code draws from juxla's own stream (DESIGN decision 12): seeding restarts it too.
seed!(r::TaskLocalRNG, n::Integer) = (seed!(__task_rng, n); Base.__seed_staged_random(n); r)
seed!(r::TaskLocalRNG) = (seed!(__task_rng); r)
seed!(r::TaskLocalRNG, ::Nothing) = seed!(r)
function seed!(r::MersenneTwister, n::Integer)
    r.seed = UInt64(n)
    seed!(r.state, n)
    return r
end
seed!(n::Integer) = seed!(TaskLocalRNG(), n)
seed!() = seed!(TaskLocalRNG())
seed!(::Nothing) = seed!()

# ---- rand ----

const __BitTypes = Union{Type{Float64},Type{Float32},Type{Float16},Type{Bool},Type{Int8},Type{Int16},
                         Type{Int32},Type{Int64},Type{UInt8},Type{UInt16},Type{UInt32},Type{UInt64}}

rand(r::AbstractRNG) = Base.__rng_scalar(__state(r), Float64)
rand(r::AbstractRNG, T::__BitTypes) = Base.__rng_scalar(__state(r), T)

# One element of a collection: its index drawn as Julia draws from 1:length.
function __rand_index(r::AbstractRNG, n::Integer)
    n < 1 && throw(ArgumentError("collection must be non-empty"))
    return Int(Base.__rng_offset(__state(r), UInt64(n), true)) + 1
end
rand(r::AbstractRNG, a::Array) = a[__rand_index(r, length(a))]
# A tuple of Ints is a shape (Julia's Dims): rand((2, 3)) is a 2×3 array; other tuples are collections.
__isdims(t::Tuple) = all(x -> x isa Int, t)
rand(r::AbstractRNG, t::Tuple) = __isdims(t) ? rand!(r, Array{Float64}(undef, t...)) : t[__rand_index(r, length(t))]
rand(r::AbstractRNG, s::Base.AbstractSet) = collect(s)[__rand_index(r, length(s))]
rand(r::AbstractRNG, d::Dict) = collect(d)[__rand_index(r, length(d))]
rand(r::AbstractRNG, s::StepRange) = s[__rand_index(r, length(s))]
function rand(r::AbstractRNG, u::UnitRange{T}) where {T<:Integer}
    isempty(u) && throw(ArgumentError("collection must be non-empty"))
    return Base.__rng_range(__state(r), first(u), last(u))
end

# Arrays: rand(dims...), rand(T, dims...), rand(collection, dims...), with or without a generator.
__dims(d::Tuple) = d
__dims(d::Integer...) = d
rand(r::AbstractRNG, d::Integer, dims::Integer...) = rand!(r, Array{Float64}(undef, d, dims...))
rand(r::AbstractRNG, T::__BitTypes, dims::Integer...) = rand!(r, Array{T}(undef, dims...))
rand(r::AbstractRNG, T::__BitTypes, dims::Tuple) = rand!(r, Array{T}(undef, dims...))
function rand(r::AbstractRNG, c, dims::Integer...)
    out = Array{eltype(c)}(undef, dims...)
    for i in 1:length(out)
        out[i] = rand(r, c)
    end
    return out
end
rand(r::AbstractRNG, c, dims::Tuple) = rand(r, c, dims...)

rand() = rand(TaskLocalRNG())
rand(x, rest...) = rand(TaskLocalRNG(), x, rest...)

rand!(r::AbstractRNG, A::Array) = Base.__rng_fill!(__state(r), A)
function rand!(r::AbstractRNG, A::Array, c)
    for i in 1:length(A)
        A[i] = rand(r, c)
    end
    return A
end
rand!(A::Array) = rand!(TaskLocalRNG(), A)
rand!(A::Array, c) = rand!(TaskLocalRNG(), A, c)

# ---- randn: standard normal by the ziggurat; Float32 and Float16 convert a Float64 draw ----

randn(r::AbstractRNG) = Base.__rng_randn(__state(r))
randn(r::AbstractRNG, ::Type{Float64}) = randn(r)
randn(r::AbstractRNG, ::Type{Float32}) = Float32(randn(r))
randn(r::AbstractRNG, ::Type{Float16}) = Float16(randn(r))
randn(r::AbstractRNG, d::Integer, dims::Integer...) = randn!(r, Array{Float64}(undef, d, dims...))
randn(r::AbstractRNG, dims::Tuple) = randn!(r, Array{Float64}(undef, dims...))
randn(r::AbstractRNG, T::Type, dims::Integer...) = randn!(r, Array{T}(undef, dims...))
randn(r::AbstractRNG, T::Type, dims::Tuple) = randn!(r, Array{T}(undef, dims...))
randn() = randn(TaskLocalRNG())
randn(x, rest...) = randn(TaskLocalRNG(), x, rest...)
randn!(r::AbstractRNG, A::Array) = Base.__rng_randn_fill!(__state(r), A)
randn!(A::Array) = randn!(TaskLocalRNG(), A)

bitrand(r::AbstractRNG, dims::Integer...) = rand!(r, Array{Bool}(undef, dims...))
bitrand(dims::Integer...) = bitrand(TaskLocalRNG(), dims...)

# ---- permutations: Julia's shuffle!/randperm!/randcycle! (mask-and-reject 52-bit draws) ----

function shuffle!(r::AbstractRNG, a::Array)
    n = length(a)
    n == 0 && return a
    mask = 3
    for i in 2:n
        j = 1 + Base.__rng_ltm52(__state(r), i, mask)
        a[i], a[j] = a[j], a[i]
        i == 1 + mask && (mask = 2 * mask + 1)
    end
    return a
end
shuffle!(a::Array) = shuffle!(TaskLocalRNG(), a)
shuffle(r::AbstractRNG, a::Array) = shuffle!(r, copy(a))
shuffle(r::AbstractRNG, a) = shuffle!(r, collect(a))
shuffle(a) = shuffle(TaskLocalRNG(), a)

function randperm!(r::AbstractRNG, a::Array)
    n = length(a)
    n == 0 && return a
    a[1] = 1
    mask = 3
    for i in 2:n
        j = 1 + Base.__rng_ltm52(__state(r), i, mask)
        if i != j
            a[i] = a[j]
        end
        a[j] = i
        i == 1 + mask && (mask = 2 * mask + 1)
    end
    return a
end
randperm!(a::Array) = randperm!(TaskLocalRNG(), a)
randperm(r::AbstractRNG, n::Integer) = randperm!(r, Vector{typeof(n)}(undef, n))
randperm(n::Integer) = randperm(TaskLocalRNG(), n)

function randcycle!(r::AbstractRNG, a::Array)
    n = length(a)
    n == 0 && return a
    a[1] = 1
    mask = 3
    for i in 2:n
        j = 1 + Base.__rng_ltm52(__state(r), i - 1, mask)
        a[i] = a[j]
        a[j] = i
        i == 1 + mask && (mask = 2 * mask + 1)
    end
    return a
end
randcycle!(a::Array) = randcycle!(TaskLocalRNG(), a)
randcycle(r::AbstractRNG, n::Integer) = randcycle!(r, Vector{typeof(n)}(undef, n))
randcycle(n::Integer) = randcycle(TaskLocalRNG(), n)

end # module Random
