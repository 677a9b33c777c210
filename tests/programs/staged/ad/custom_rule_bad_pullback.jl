# A pullback must return one tangent for the function and one per argument.
using Zygote, ChainRulesCore
f(x, y) = x .* y
ChainRulesCore.rrule(::typeof(f), x, y) = f(x, y), ȳ -> (NoTangent(), ȳ .* y)
println("before")
println(gradient((x, y) -> sum(f(x, y)), [1.0, 2.0], [3.0, 4.0]))
