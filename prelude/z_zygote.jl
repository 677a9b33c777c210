# Zygote's interface (FluxML/Zygote.jl's current release): gradient, withgradient, pullback,
# jacobian, hessian-vector products through nested gradients, and ignore_derivatives. The work is
# the compiler's (src/staging/rules_gradient.cpp, src/ad): the function is staged and its backward
# pass emitted into the same IR function, so a host-level call compiles and runs one executable.
# The file name starts with z_ so that it loads after the Base prelude files it builds on.

module Zygote

export gradient, withgradient, pullback, jacobian, ignore_derivatives, Params, Grads

# The gradient of f at args: one entry per argument (`nothing` where no gradient flows; a struct's
# is a NamedTuple of its fields).
gradient(f, args...) = Base.__withgradient(f, args...).grad

# (val = f(args...), grad = gradient(f, args...)); when f returns a Tuple or NamedTuple, the first
# element is the one differentiated.
withgradient(f, args...) = Base.__withgradient(f, args...)

# The pullback of f at args: (y, back) where back(dȳ) is the tuple of gradients for the cotangent dȳ.
# The forward pass runs once, here; `back` holds the values its backward pass reads from it (the
# residuals) and runs only the backward pass (src/staging/rules_pullback.cpp).
struct Pullback{R}
    id::Int        # the backward pass compiled with the forward one
    residuals::R   # a tuple of arrays
end
(p::Pullback)(dy) = Base.__pullback_back(p.id, p.residuals, dy)
function pullback(f, args...)
    y, id, residuals = Base.__pullback(f, args...)
    return y, Pullback(id, residuals)
end

# The Jacobian of f at args: for each argument a matrix of size (length(y), length(arg)).
jacobian(f, args...) = Base.__jacobian(f, args...)

# Values that gradients do not flow through.
ignore_derivatives(f::Function) = Base.__stop_gradient(f())
ignore_derivatives(x) = Base.__stop_gradient(x)

# ---- implicit parameters (Zygote's src/compiler/interface.jl): gradient(() -> loss(), ps) gives the
# gradient of the loss with respect to the arrays in ps, whoever holds them. The arrays are passed to
# the differentiated function as arguments: staged code keeps arrays by identity, so the loss's
# reads of them (through the model it captures) see those arguments and the gradient reaches them. ----

# The parameters as a tuple of distinct arrays (by identity), in the order they were added.
# (A tuple, not Zygote's IdSet-backed Buffer: compiled code differentiates arrays in tuples.)
mutable struct Params
    order::Tuple
    Params(order::Tuple, ::Nothing) = new(order)  # (the tuple as it is)
end
Params() = Params((), nothing)
Params(xs::Params) = Params(xs.order, nothing)
function Params(xs::Union{AbstractVector,Tuple})
    ps = Params((), nothing)
    for x in xs
        push!(ps, x)
    end
    return ps
end
Base.in(x, ps::Params) = any(p -> p === x, ps.order)
function Base.push!(ps::Params, x)
    x in ps || (ps.order = (ps.order..., x))
    return ps
end
Base.push!(ps::Params, x, xs...) = (push!(ps, x); push!(ps, xs...))
Base.length(ps::Params) = length(ps.order)
Base.isempty(ps::Params) = isempty(ps.order)
Base.iterate(ps::Params, i = 1) = i > length(ps.order) ? nothing : (ps.order[i], i + 1)
Base.getindex(ps::Params, i::Integer) = ps.order[i]
Base.collect(ps::Params) = Any[ps.order...]
Base.eltype(::Params) = Any
Base.show(io::IO, ps::Params) = (print(io, "Params(["); join(io, map(repr, ps.order), ", "); print(io, "])"))

# The gradients of a Params: gs[p] for p in the Params (`nothing` where no gradient flows; a
# KeyError for an array that is not one of them).
struct Grads
    params::Params
    grads::Tuple
end
function Base.getindex(gs::Grads, x)
    for (p, g) in zip(gs.params.order, gs.grads)
        p === x && return g
    end
    throw(KeyError(x))
end
Base.haskey(gs::Grads, x) = x in gs.params
Base.keys(gs::Grads) = gs.params.order
Base.values(gs::Grads) = gs.grads
Base.length(gs::Grads) = length(gs.grads)
Base.iterate(gs::Grads, i = 1) = i > length(gs.grads) ? nothing : (gs.grads[i], i + 1)
Base.show(io::IO, gs::Grads) = print(io, "Grads(...)")

function withgradient(f, ps::Params)
    r = Base.__withgradient((xs...) -> f(), ps.order...)
    return (val = r.val, grad = Grads(ps, r.grad))
end
gradient(f, ps::Params) = withgradient(f, ps).grad

end # module Zygote
