# ChainRulesCore's interface for custom derivatives (JuliaDiff/ChainRulesCore.jl): a program defines
#   function ChainRulesCore.rrule(::typeof(f), x, y) ... return f(x, y), ȳ -> (NoTangent(), x̄, ȳ) end
# and gradients through f(x, y) use its pullback instead of differentiating f's body; and
#   @non_differentiable f(::Any, ::Int)
# stops gradients through f's results. The compiler applies both (src/staging/rules_custom.cpp).

module ChainRulesCore

export rrule, NoTangent, ZeroTangent, unthunk

# The tangent of what has no derivative (a function, an integer) and a zero of any shape.
struct NoTangent end
struct ZeroTangent end

# No rule: gradients come from the compiler's rules for f's body.
rrule(f, args...) = nothing

# Thunks (lazily computed tangents) are computed eagerly here, so unthunk is the identity.
unthunk(x) = x

end # module ChainRulesCore
