# Functors and Optimisers: the model-walking and the optimisation rules that Flux's explicit training
# uses (Flux.setup, Flux.update!), with the semantics of FluxML/Functors.jl 0.5 and
# FluxML/Optimisers.jl 0.4 (src/interface.jl, src/rules.jl, src/adjust.jl). Rules update arrays in
# place: `update!(state, model, grad)` writes every parameter array and every moment array it
# holds, so after the call the caller's model has changed (also when the call is staged: the
# arrays are written back, and Leaf.state is assigned).
# The file name sorts after z_nnlib.jl and before z_zygote.jl / zz_flux.jl, which build on it.

# ---- Functors: every struct is a functor (Functors 0.5); numbers, arrays of numbers, strings,
# symbols, functions, types and RNGs are leaves ----
module Functors

export fmap, fmapstructure, functor, children, isleaf

# The children of x as a NamedTuple (structs, NamedTuples), a Tuple or a Vector, and a function that
# rebuilds x from new children.
function functor(x)
    __isleaftype(x) && return (), _ -> x
    x isa Union{Tuple,NamedTuple} && return x, identity
    x isa AbstractArray && return x, identity
    T = typeof(x)
    names = fieldnames(T)
    ch = Base.__namedtuple(names, ntuple(i -> getfield(x, i), length(names)))
    return ch, y -> __constructorof(T)(values(y)...)
end
functor(::Type, x) = functor(x)

__isleaftype(x) = x isa Union{Number,AbstractString,Symbol,Char,Nothing,Function,Type,Base.Random.AbstractRNG} ||
                  (x isa AbstractArray && eltype(x) <: Number) || (!(x isa Union{Tuple,NamedTuple,AbstractArray}) &&
                  (!isstructtype(typeof(x)) || fieldcount(typeof(x)) == 0))

# the type's name without its parameters (ConstructionBase.constructorof)
__constructorof(T::Type) = getfield(parentmodule(T), nameof(T))

children(x) = functor(x)[1]
isleaf(x) = children(x) === ()

# fmap(f, x; exclude = isleaf): f applied to every leaf, the structure rebuilt around the results. An
# array met twice (shared parameters) is mapped once and the result shared.
fmap(f, x; exclude = isleaf) = __fmap(f, x, exclude, Any[])
function __fmap(f, x, exclude, cache)
    if exclude(x)
        x isa AbstractArray || return f(x)
        for (k, v) in cache
            k === x && return v
        end
        y = f(x)
        push!(cache, x => y)
        return y
    end
    ch, re = functor(x)
    return re(map(c -> __fmap(f, c, exclude, cache), ch))
end

# The same walk, returning the bare structure (NamedTuples and Tuples) instead of rebuilding.
fmapstructure(f, x; exclude = isleaf) = exclude(x) ? f(x) : map(c -> fmapstructure(f, c; exclude = exclude), children(x))

end # module Functors

module Optimisers

import ..Functors
using ..Functors: functor, children, isleaf, fmap
using ..LinearAlgebra: norm

export AbstractRule, Descent, Momentum, Nesterov, RMSProp, Adam, AdamW, AdaGrad, WeightDecay, ClipGrad, ClipNorm,
       OptimiserChain

abstract type AbstractRule end

# The numbers of a rule are floats of the type they are given in (@def's _def_check_type); a learning
# rate cannot be negative.
__num(x::Number) = float(x)
__num(x::Tuple) = map(__num, x)
__eta(η) = η < 0 ? throw(DomainError(η, "the learning rate cannot be negative")) : __num(η)

# A rule made by @def prints its fields by name; the others (Descent, RMSProp, AdamW, ClipNorm,
# OptimiserChain) have their own show.
function Base.show(io::IO, r::AbstractRule)
    print(io, nameof(typeof(r)), "(")
    join(io, ["$n=$(getfield(r, n))" for n in fieldnames(typeof(r))], ", ")
    print(io, ")")
end

# ---- rules (src/rules.jl): init(rule, x) is the state, apply!(rule, state, x, dx) returns
# (new state, the step to subtract); moments are written in place ----

struct Descent{T} <: AbstractRule
    eta::T
end
Descent(; eta = 1.0f-1) = Descent(eta)
init(o::Descent, x::AbstractArray) = nothing
apply!(o::Descent, state, x::AbstractArray{T}, dx) where {T} = state, dx .* T(o.eta)
Base.show(io::IO, o::Descent) = (print(io, "Descent("); show(io, o.eta); print(io, ")"))

struct Momentum{Te,Tr} <: AbstractRule
    eta::Te
    rho::Tr
    Momentum(eta, rho = 0.9) = new{typeof(__eta(eta)),typeof(__num(rho))}(__eta(eta), __num(rho))
end
Momentum(; eta = 0.01, rho = 0.9) = Momentum(eta, rho)
init(o::Momentum, x::AbstractArray) = zero(x)
function apply!(o::Momentum, mvel, x::AbstractArray{T}, dx) where {T}
    η, ρ = T(o.eta), T(o.rho)
    mvel .= ρ .* mvel .+ η .* dx
    return mvel, mvel
end

struct Nesterov{Te,Tr} <: AbstractRule
    eta::Te
    rho::Tr
    Nesterov(eta, rho = 0.9) = new{typeof(__eta(eta)),typeof(__num(rho))}(__eta(eta), __num(rho))
end
Nesterov(; eta = 0.001, rho = 0.9) = Nesterov(eta, rho)
init(o::Nesterov, x::AbstractArray) = zero(x)
function apply!(o::Nesterov, vel, x::AbstractArray{T}, dx) where {T}
    η, ρ = T(o.eta), T(o.rho)
    newdx = .-(ρ^2) .* vel .+ (1 + ρ) .* η .* dx  # needs the old velocity
    vel .= ρ .* vel .- η .* dx
    return vel, newdx
end

struct RMSProp <: AbstractRule
    eta::Float64
    rho::Float64
    epsilon::Float64
    centred::Bool
end
function RMSProp(η, ρ = 0.9, ϵ = 1e-8; centred::Bool = false, centered::Bool = false)
    η < 0 && throw(DomainError(η, "the learning rate cannot be negative"))
    return RMSProp(Float64(η), Float64(ρ), Float64(ϵ), centred | centered)
end
RMSProp(; eta = 0.001, rho = 0.9, epsilon = 1e-8, kw...) = RMSProp(eta, rho, epsilon; kw...)
init(o::RMSProp, x::AbstractArray) = (zero(x), o.centred ? zero(x) : false)
function apply!(o::RMSProp, state, x::AbstractArray{T}, dx) where {T}
    η, ρ, ϵ = T(o.eta), T(o.rho), T(o.epsilon)
    quad, lin = state
    quad .= ρ .* quad .+ (1 - ρ) .* abs2.(dx)
    if o.centred
        lin .= ρ .* lin .+ (1 - ρ) .* dx
    end
    return (quad, lin), dx .* η ./ (sqrt.(quad .- abs2.(lin)) .+ ϵ)
end
function Base.show(io::IO, o::RMSProp)
    print(io, "RMSProp(")
    join(io, [o.eta, o.rho, o.epsilon], ", ")
    print(io, "; centred = ", o.centred, ")")
end

# The Adam family: state (mt, vt, βt) with βt the running powers of β, starting at β.
struct Adam{Te,Tb,Tϵ} <: AbstractRule
    eta::Te
    beta::Tb
    epsilon::Tϵ
    Adam(eta, beta = (0.9, 0.999), epsilon = 1e-8) =
        new{typeof(__eta(eta)),typeof(__num(beta)),typeof(__num(epsilon))}(__eta(eta), __num(beta), __num(epsilon))
end
Adam(; eta = 0.001, beta = (0.9, 0.999), epsilon = 1e-8) = Adam(eta, beta, epsilon)
init(o::Adam, x::AbstractArray{T}) where {T} = (zero(x), zero(x), T.(o.beta))
function apply!(o::Adam, state, x::AbstractArray{T}, dx) where {T}
    η, β, ϵ = T(o.eta), T.(o.beta), T(o.epsilon)
    mt, vt, βt = state
    mt .= β[1] .* mt .+ (1 - β[1]) .* dx
    vt .= β[2] .* vt .+ (1 - β[2]) .* abs2.(dx)
    dx′ = mt ./ (1 - βt[1]) ./ (sqrt.(vt ./ (1 - βt[2])) .+ ϵ) .* η
    return (mt, vt, βt .* β), dx′
end

# AdamW (Optimisers 0.4): Adam with learning rate 1, then x -= η * (dx′ + λx) (couple = true, as
# PyTorch) or x -= η * dx′ + λx (couple = false).
struct AdamW <: AbstractRule
    eta::Float64
    beta::Tuple{Float64,Float64}
    lambda::Float64
    epsilon::Float64
    couple::Bool
end
function AdamW(η, β = (0.9, 0.999), λ = 0.0, ϵ = 1e-8; couple::Bool = true)
    η < 0 && throw(DomainError(η, "the learning rate cannot be negative"))
    return AdamW(Float64(η), Float64.(β), Float64(λ), Float64(ϵ), couple)
end
AdamW(; eta = 0.001, beta = (0.9, 0.999), lambda = 0.0, epsilon = 1e-8, kw...) = AdamW(eta, beta, lambda, epsilon; kw...)
init(o::AdamW, x::AbstractArray{T}) where {T} = (zero(x), zero(x), T.(o.beta))
function apply!(o::AdamW, state, x::AbstractArray{T}, dx) where {T}
    η, β, ϵ, λ = T(o.eta), T.(o.beta), T(o.epsilon), T(o.lambda)
    mt, vt, βt = state
    mt .= β[1] .* mt .+ (1 - β[1]) .* dx
    vt .= β[2] .* vt .+ (1 - β[2]) .* abs2.(dx)
    dx′ = mt ./ (1 - βt[1]) ./ (sqrt.(vt ./ (1 - βt[2])) .+ ϵ)
    dx′′ = o.couple ? η .* (dx′ .+ λ .* x) : η .* dx′ .+ λ .* x
    return (mt, vt, βt .* β), dx′′
end
Base.show(io::IO, o::AdamW) = print(io, "AdamW(", o.eta, ", ", o.beta, ", ", o.lambda, ", ", o.epsilon, ", ", o.couple, ")")

struct AdaGrad{Te,Tϵ} <: AbstractRule
    eta::Te
    epsilon::Tϵ
    AdaGrad(eta, epsilon = 1e-8) = new{typeof(__eta(eta)),typeof(__num(epsilon))}(__eta(eta), __num(epsilon))
end
AdaGrad(; eta = 0.1, epsilon = 1e-8) = AdaGrad(eta, epsilon)
init(o::AdaGrad, x::AbstractArray{T}) where {T} = fill!(similar(x, float(T)), o.epsilon)
function apply!(o::AdaGrad, acc, x::AbstractArray{T}, dx) where {T}
    η, ϵ = T(o.eta), T(o.epsilon)
    acc .= acc .+ abs2.(dx)
    return acc, dx .* η ./ (sqrt.(acc) .+ ϵ)
end

# ---- gradient transformations, usually first in an OptimiserChain ----

struct WeightDecay{T} <: AbstractRule
    lambda::T
    WeightDecay(lambda) = new{typeof(__num(lambda))}(__num(lambda))
end
WeightDecay(; lambda = 5e-4) = WeightDecay(lambda)
init(o::WeightDecay, x::AbstractArray) = nothing
apply!(o::WeightDecay, state, x::AbstractArray{T}, dx) where {T} = state, dx .+ T(o.lambda) .* x

struct ClipGrad{T} <: AbstractRule
    delta::T
    ClipGrad(delta) = new{typeof(__num(delta))}(__num(delta))
end
ClipGrad(; delta = 10.0) = ClipGrad(delta)
init(o::ClipGrad, x::AbstractArray) = nothing
function apply!(o::ClipGrad, state, x::AbstractArray{T}, dx) where {T}
    δ = T(o.delta)
    return state, clamp.(dx, -δ, δ)
end

struct ClipNorm <: AbstractRule
    omega::Float64
    p::Float64
    throw::Bool
end
ClipNorm(ω = 10, p = 2; throw::Bool = true) = ClipNorm(Float64(ω), Float64(p), throw)
init(o::ClipNorm, x::AbstractArray) = nothing
function apply!(o::ClipNorm, state, x::AbstractArray{T}, dx) where {T}
    zeros(Bool, Int(o.p == 2))  # p picks the norm: compiled in when staged
    nrm = __norm(dx, o.p)
    if o.throw && !isfinite(nrm)
        # (Optimisers also prints the norm; in compiled code the message can hold host values only)
        throw(DomainError("gradient has a non-finite $(o.p)-norm, for array $(__summary(x))"))
    end
    λ = T(min(o.omega / nrm, 1))
    return state, dx .* λ
end
Base.show(io::IO, o::ClipNorm) = print(io, "ClipNorm(", o.omega, ", ", o.p, ", ", o.throw, ")")
__summary(x) = ndims(x) == 1 ? "$(length(x))-element $(typeof(x))" :
                foldl((a, d) -> a * "×" * string(d), Base.tail(size(x)); init = string(size(x, 1))) * " $(typeof(x))"
__norm(dx, p) = p == 2 ? sqrt(sum(abs2.(dx))) : p == 1 ? float(sum(abs.(dx))) :
                p == Inf ? float(maximum(abs.(dx))) : norm(dx, p)

struct OptimiserChain{O<:Tuple} <: AbstractRule
    opts::O
end
OptimiserChain(opts...) = OptimiserChain(opts)
init(o::OptimiserChain, x::AbstractArray) = map(opt -> init(opt, x), o.opts)
apply!(o::OptimiserChain, states, x, dx) = __chain_apply(o.opts, states, x, dx)
__chain_apply(::Tuple{}, ::Tuple{}, x, dx) = (), dx
function __chain_apply(opts::Tuple, states::Tuple, x, dx)
    s1, dx1 = apply!(first(opts), first(states), x, dx)
    rest, dx2 = __chain_apply(Base.tail(opts), Base.tail(states), x, dx1)
    return (s1, rest...), dx2
end
function Base.show(io::IO, c::OptimiserChain)
    print(io, "OptimiserChain(")
    join(io, c.opts, ", ")
    print(io, ")")
end

# ---- setup and update! (src/interface.jl) ----

# A parameter's rule, its state, and whether freeze! has stopped its updates.
mutable struct Leaf{R,S}
    rule::R
    state::S
    frozen::Bool
end
Leaf(rule, state; frozen::Bool = false) = Leaf(rule, state, frozen)
function Base.show(io::IO, ℓ::Leaf)
    print(io, "Leaf(", ℓ.rule, ", ")
    show(io, ℓ.state)
    print(io, ℓ.frozen ? ", frozen = true)" : ")")
end

# Parameters are arrays of non-integer numbers.
isnumeric(x) = x isa AbstractArray && eltype(x) <: Number && !(eltype(x) <: Integer)
maywrite(x) = x isa Array

# The fields optimisers may change: all children, unless a layer says otherwise; the others
# appear as `nothing` (so their state is `()`).
trainable(x) = children(x)
__trainable(x) = __trainable(children(x), trainable(x))
__trainable(ch::NamedTuple, tr::NamedTuple) = merge(map(_ -> nothing, ch), tr)
__trainable(ch, tr) = tr

# The state tree: a Leaf per parameter array (one Leaf for an array met twice), `()` for the rest.
# (The walk threads its cache of Leafs through as a tuple, so that setup also runs in compiled code,
# where pushing into a Vector{Any} is refused.)
function setup(rule::AbstractRule, model)
    tree, cache = __setup(rule, model, ())
    isempty(cache) && @warn "setup found no trainable parameters in this model"
    return tree
end
function __setup(rule, x, cache)
    if isnumeric(x)
        for (k, ℓ) in cache
            k === x && return ℓ, cache
        end
        ℓ = Leaf(rule, init(rule, x), false)
        return ℓ, (cache..., x => ℓ)
    end
    return __setup_children(rule, __trainable(x), cache)
end
function __setup_children(rule, ch::Union{Tuple,NamedTuple}, cache)
    out = ()
    for c in ch
        t, cache = __setup(rule, c, cache)
        out = (out..., t)
    end
    return (ch isa NamedTuple ? Base.__namedtuple(keys(ch), out) : out), cache
end
function __setup_children(rule, ch::AbstractVector, cache)
    out, cache = __setup_children(rule, Tuple(ch), cache)
    return collect(out), cache
end

# update!(tree, model, grad): every parameter with a gradient takes one step of its rule, in place;
# returns (tree, model). The gradient is what Zygote's gradient gives for the model: NamedTuples
# for structs, `nothing` where nothing flows. A parameter the model holds twice (one Leaf) steps
# once, with the gradient of its first occurrence: juxla's gradient gives the whole gradient of an
# array at each place it occurs (where Zygote gives each place its share, which Optimisers adds up).
function update!(tree, model, grad)
    found = __grads(tree, model, grad, ())
    __apply_all!(found)
    return tree, model
end

# (leaf, x, dx) for every Leaf reached with a gradient, in walk order
__grads(ℓ::Leaf, x, dx, acc) = dx === nothing ? acc : (acc..., (ℓ, x, dx))
function __grads(tree, x, dx, acc)
    (dx === nothing || tree === () || tree === nothing) && return acc
    ch = children(x)
    for k in keys(tree)
        acc = __grads(tree[k], ch[k], __get(dx, k), acc)
    end
    return acc
end
__get(d::NamedTuple, k::Symbol) = haskey(d, k) ? getfield(d, k) : nothing
__get(d::Union{Tuple,AbstractVector}, k::Integer) = k <= length(d) ? d[k] : nothing
__get(d, k) = nothing

__apply_all!(::Tuple{}) = nothing
function __apply_all!(todo::Tuple)
    ℓ, x, dx = first(todo)
    rest = Base.tail(todo)
    __update_leaf!(ℓ, x, dx)
    __apply_all!(__without(ℓ, rest))
end
__without(ℓ, ::Tuple{}) = ()
__without(ℓ, t::Tuple) = first(t)[1] === ℓ ? __without(ℓ, Base.tail(t)) : (first(t), __without(ℓ, Base.tail(t))...)

function __update_leaf!(ℓ::Leaf, x, dx)
    ℓ.frozen && return x
    s, dx′ = apply!(ℓ.rule, ℓ.state, x, dx)
    ℓ.state = s
    return subtract!(x, dx′)
end
subtract!(x, x̄) = maywrite(x) ? (x .= x .- x̄) : eltype(x).(x .- x̄)

# update(tree, model, grad): the same step on copies; the originals are left as they were.
function update(tree, model, grad)
    t′ = fmap(copy, tree; exclude = maywrite)
    x′ = fmap(copy, model; exclude = maywrite)
    return update!(t′, x′, grad)
end

# All parameter arrays that setup would give a Leaf, in walk order, each once.
function trainables(model)
    out = Any[]
    __collect_trainables!(out, model)
    return out
end
function __collect_trainables!(out, x)
    if isnumeric(x)
        any(y -> y === x, out) || push!(out, x)
    else
        foreach(c -> __collect_trainables!(out, c), __trainable(x))
    end
    return out
end

# ---- adjust!, freeze!, thaw! (src/adjust.jl) ----

adjust!(tree, eta::Real) = (foreach(st -> adjust!(st, eta), tree); nothing)
adjust!(tree; kw...) = (foreach(st -> adjust!(st; kw...), tree); nothing)
adjust!(ℓ::Leaf, eta::Real) = (ℓ.rule = adjust(ℓ.rule, eta); nothing)
adjust!(ℓ::Leaf; kw...) = (ℓ.rule = adjust(ℓ.rule; kw...); nothing)
adjust(r::AbstractRule, eta::Real) = __adjust(r, (; eta = eta))
adjust(r::AbstractRule; kw...) = __adjust(r, NamedTuple(kw))
adjust(o::OptimiserChain, eta::Real) = OptimiserChain(map(opt -> adjust(opt, eta), o.opts)...)
adjust(o::OptimiserChain; kw...) = OptimiserChain(map(opt -> adjust(opt; kw...), o.opts)...)
function adjust(r::RMSProp; kw...)
    haskey(values(kw), :centred) &&
        throw(ArgumentError("adjust(::RMSProp; centred) is not allowed, as the variants store different states"))
    return __adjust(r, NamedTuple(kw))
end
adjust(tree, eta::Real) = (t′ = fmap(copy, tree; exclude = maywrite); adjust!(t′, eta); t′)
adjust(tree; kw...) = (t′ = fmap(copy, tree; exclude = maywrite); adjust!(t′; kw...); t′)
# a rule rebuilt with the named fields replaced; names it does not have are ignored
function __adjust(r::T, nt::NamedTuple) where {T<:AbstractRule}
    isempty(nt) && throw(ArgumentError("adjust must be given something to act on!"))
    vals = map(f -> get(nt, f, getfield(r, f)), fieldnames(T))
    return Functors.__constructorof(T)(vals...)
end

freeze!(tree) = (foreach(freeze!, tree); nothing)
freeze!(ℓ::Leaf) = (ℓ.frozen = true; nothing)
thaw!(tree) = (foreach(thaw!, tree); nothing)
thaw!(ℓ::Leaf) = (ℓ.frozen = false; nothing)
freeze!(::Union{Number,AbstractArray{<:Number}}) =
    throw(ArgumentError("`freeze!` must not be applied to a model, only to the state tree from `setup`"))
thaw!(::Union{Number,AbstractArray{<:Number}}) =
    throw(ArgumentError("`thaw!` must not be applied to a model, only to the state tree from `setup`"))

end # module Optimisers
