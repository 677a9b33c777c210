# The tangent a pullback returns for an array argument must have the argument's size.
using Zygote, ChainRulesCore
g(x) = sum(x)
ChainRulesCore.rrule(::typeof(g), x) = g(x), ȳ -> (NoTangent(), [ȳ])
println(gradient(g, [1.0, 2.0]))
