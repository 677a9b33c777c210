# Zygote's interface (FluxML/Zygote.jl's current release): gradient, withgradient, pullback,
# jacobian, hessian-vector products through nested gradients, and ignore_derivatives. The work is
# the compiler's (src/staging/rules_gradient.cpp, src/ad): the function is staged and its backward
# pass emitted into the same IR function, so a host-level call compiles and runs one executable.
# The file name starts with z_ so that it loads after the Base prelude files it builds on.

module Zygote

export gradient, withgradient, pullback, jacobian, ignore_derivatives

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

end # module Zygote
