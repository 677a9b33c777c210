# Part of module Flux (prelude/zz_flux.jl includes it): the implicit-parameter style of Flux 0.14
# (src/functor.jl `params`, src/optimise/): `ps = Flux.params(model)`, `gs = gradient(() -> loss(), ps)`
# (Zygote.Params and Zygote.Grads, z_zygote.jl) and `Flux.update!(opt, ps, gs)` with the old
# optimisers of `Flux.Optimise`, which keep their state (moments) inside the optimiser object, per
# parameter array. Works on the host and inside compiled code (the optimiser's state is assigned
# back after the run, as a mutable struct field). See docs/flux.md.

const Params = Zygote.Params
const Grads = Zygote.Grads

# Flux 0.14's params!: every array of numbers reached through `trainable`, each once (an array
# met again is not added again; juxla's models are trees, so no `seen` set of structs is kept).
# The walk builds a tuple and makes the Params once, so that compiled code can call it in a loop.
params(m...) = Params(_params((), m), nothing)
function _params(acc::Tuple, x)
    if x isa AbstractArray{<:Number} && Functors.isleaf(x)
        return any(p -> p === x, acc) ? acc : (acc..., x)
    elseif !(x isa Number || x isa Function || x === nothing || isleaf(x))
        for c in Optimisers.__trainable(x)
            acc = _params(acc, c)
        end
    end
    return acc
end

module Optimise

import ...Optimisers
import ...Zygote
using ...Zygote: Params, Grads

export Descent, Momentum, Nesterov, RMSProp, Adam, ADAM, AdamW, AdaGrad, WeightDecay, ClipValue, ClipNorm,
       Optimiser, update!, apply!

abstract type AbstractOptimiser end

const EPS = 1e-8

# The state of optimiser `o` for parameter x: a tuple of (x => state) pairs, x by identity.
# (A tuple rather than Flux's IdDict: compiled code may assign a struct field, not insert into a
# Dict.) States are arrays changed in place, so that once every parameter has one, a step assigns
# nothing and a loop of steps in compiled code carries only the arrays.
function _state(o, x, init)
    for kv in o.state
        kv.first === x && return kv.second
    end
    s = init()
    o.state = (o.state..., x => s)
    return s
end
# Gradient descent: Δ .*= η
mutable struct Descent <: AbstractOptimiser
    eta::Float64
end
Descent() = Descent(0.1)
apply!(o::Descent, x, Δ) = Δ .*= o.eta

# v = ρ v - η Δ; Δ = -v
mutable struct Momentum <: AbstractOptimiser
    eta::Float64
    rho::Float64
    state::Tuple
end
Momentum(η = 0.01, ρ = 0.9) = Momentum(η, ρ, ())
function apply!(o::Momentum, x, Δ)
    η, ρ = o.eta, o.rho
    v = _state(o, x, () -> zero(x))
    @. v = ρ * v - η * Δ
    @. Δ = -v
end

# d = ρ² v - (1 + ρ) η Δ; v = ρ v - η Δ; Δ = -d
mutable struct Nesterov <: AbstractOptimiser
    eta::Float64
    rho::Float64
    state::Tuple
end
Nesterov(η = 0.001, ρ = 0.9) = Nesterov(η, ρ, ())
function apply!(o::Nesterov, x, Δ)
    η, ρ = o.eta, o.rho
    v = _state(o, x, () -> zero(x))
    d = @. ρ^2 * v - (1 + ρ) * η * Δ
    @. v = ρ * v - η * Δ
    @. Δ = -d
end

# acc = ρ acc + (1 - ρ) Δ²; Δ *= η / (sqrt(acc) + ϵ)
mutable struct RMSProp <: AbstractOptimiser
    eta::Float64
    rho::Float64
    epsilon::Float64
    state::Tuple
end
RMSProp(η = 0.001, ρ = 0.9, ϵ = EPS) = RMSProp(η, ρ, ϵ, ())
function apply!(o::RMSProp, x, Δ)
    η, ρ = o.eta, o.rho
    acc = _state(o, x, () -> zero(x))
    @. acc = ρ * acc + (1 - ρ) * Δ * conj(Δ)
    @. Δ *= η / (sqrt(acc) + o.epsilon)
end

# mt, vt the moments, βp the powers of β (a Float64 vector starting at β, as Flux 0.14):
# Δ = mt/(1-βp₁) / (√(vt/(1-βp₂)) + ϵ) η
mutable struct Adam <: AbstractOptimiser
    eta::Float64
    beta::Tuple{Float64,Float64}
    epsilon::Float64
    state::Tuple
end
Adam(η = 0.001, β = (0.9, 0.999), ϵ = EPS) = Adam(η, Float64.(β), ϵ, ())
const ADAM = Adam
function apply!(o::Adam, x, Δ)
    η, β = o.eta, o.beta
    mt, vt, βp = _state(o, x, () -> (zero(x), zero(x), Float64[β[1], β[2]]))
    @. mt = β[1] * mt + (1 - β[1]) * Δ
    @. vt = β[2] * vt + (1 - β[2]) * Δ * conj(Δ)
    @. Δ = mt / (1 - βp[1]) / (sqrt(vt / (1 - βp[2])) + o.epsilon) * η
    βp .= βp .* [β[1], β[2]]
    return Δ
end

# acc starts at ϵ; acc += Δ²; Δ *= η / (sqrt(acc) + ϵ)
mutable struct AdaGrad <: AbstractOptimiser
    eta::Float64
    epsilon::Float64
    state::Tuple
end
AdaGrad(η = 0.1, ϵ = EPS) = AdaGrad(η, ϵ, ())
function apply!(o::AdaGrad, x, Δ)
    η = o.eta
    acc = _state(o, x, () -> fill!(similar(x), o.epsilon))
    @. acc += Δ * conj(Δ)
    @. Δ *= η / (sqrt(acc) + o.epsilon)
end

# Δ += wd x
mutable struct WeightDecay <: AbstractOptimiser
    wd::Float64
end
WeightDecay() = WeightDecay(0.0)
apply!(o::WeightDecay, x, Δ) = @. Δ += o.wd * x

# Δ clamped to [-thresh, thresh]
mutable struct ClipValue <: AbstractOptimiser
    thresh::Float64
end
apply!(o::ClipValue, x, Δ) = Δ .= clamp.(Δ, -o.thresh, o.thresh)

# Δ scaled to norm thresh where its 2-norm is larger
mutable struct ClipNorm <: AbstractOptimiser
    thresh::Float64
end
function apply!(o::ClipNorm, x, Δ)
    Δnrm = sqrt(sum(abs2, Δ))
    scale = ifelse(Δnrm > o.thresh, o.thresh / Δnrm, one(Δnrm))
    return Δ .*= scale
end

# the optimisers applied in turn
mutable struct Optimiser <: AbstractOptimiser
    os::Tuple
end
Optimiser(os::AbstractOptimiser...) = Optimiser(os)
function apply!(o::Optimiser, x, Δ)
    for opt in o.os
        Δ = apply!(opt, x, Δ)
    end
    return Δ
end

# Adam followed by weight decay (Flux 0.14's AdamW)
AdamW(η = 0.001, β = (0.9, 0.999), decay = 0) = Optimiser(Adam(η, β), WeightDecay(decay))

Base.show(io::IO, o::Descent) = print(io, "Descent(", o.eta, ")")
Base.show(io::IO, o::Momentum) = print(io, "Momentum(", o.eta, ", ", o.rho, ")")
Base.show(io::IO, o::Nesterov) = print(io, "Nesterov(", o.eta, ", ", o.rho, ")")
Base.show(io::IO, o::RMSProp) = print(io, "RMSProp(", o.eta, ", ", o.rho, ", ", o.epsilon, ")")
Base.show(io::IO, o::Adam) = print(io, "Adam(", o.eta, ", ", o.beta, ", ", o.epsilon, ")")
Base.show(io::IO, o::AdaGrad) = print(io, "AdaGrad(", o.eta, ", ", o.epsilon, ")")
Base.show(io::IO, o::WeightDecay) = print(io, "WeightDecay(", o.wd, ")")
Base.show(io::IO, o::Optimiser) = (print(io, "Optimiser("); join(io, o.os, ", "); print(io, ")"))

# One step: x .-= apply!(opt, x, x̄) (x̄ is changed too, as in Flux); over Params, every parameter
# whose gradient is not `nothing`.
update!(opt::AbstractOptimiser, x::AbstractArray, x̄) = (x .-= apply!(opt, x, x̄))
function update!(opt::AbstractOptimiser, xs::Params, gs)
    for x in xs
        g = gs[x]
        g === nothing && continue
        update!(opt, x, g)
    end
    return nothing
end

end # module Optimise

# Flux.update! (Optimisers.update!) with an old-style optimiser, and the error Flux 0.14 gives for
# a new-style rule with implicit parameters.
Optimisers.update!(opt::Optimise.AbstractOptimiser, xs, gs) = Optimise.update!(opt, xs, gs)
Optimisers.update!(rule::Optimisers.AbstractRule, ps::Params, gs) =
    throw(ArgumentError("Invalid input to `update!`: the implicit style needs an optimiser of `Flux.Optimise` " *
                        "(`Flux.Optimise.Adam()` ...), not $(nameof(typeof(rule))) from Optimisers.jl; or use the explicit style, " *
                        "`opt_state = Flux.setup(rule, model); gs = gradient(m -> loss(m), model); " *
                        "Flux.update!(opt_state, model, gs[1])`"))
