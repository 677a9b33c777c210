# ChainRulesCore's rrule and @non_differentiable: gradients use the program's own derivative rules.
using Zygote, ChainRulesCore

# A rule with a deliberately different derivative, so the test sees that it is used.
mysq(x) = x^2
function ChainRulesCore.rrule(::typeof(mysq), x)
    y = mysq(x)
    mysq_pullback(ȳ) = (NoTangent(), 10 * ȳ * x)
    return y, mysq_pullback
end
println(gradient(x -> mysq(x) + x, 3.0))
println(gradient(x -> sum(mysq.(x)), [1.0, 2.0]))

# A numerically stable log(1 + exp(x)) whose rule avoids differentiating through a branch.
softplus2(x) = log1p(exp(-abs(x))) + max(x, zero(x))
function ChainRulesCore.rrule(::typeof(softplus2), x::AbstractArray)
    y = softplus2.(x)
    pb(ȳ) = (NoTangent(), ȳ .* (1 ./ (1 .+ exp.(-x))))
    return y, pb
end
x = [-2.0, 0.0, 3.0]
println(gradient(x -> sum(softplus2(x)), x)[1] ≈ 1 ./ (1 .+ exp.(-x)))

# A rule for a function of two arguments, one of them an integer.
scale(x, k::Int) = x .* k
function ChainRulesCore.rrule(::typeof(scale), x, k::Int)
    return scale(x, k), ȳ -> (NoTangent(), ȳ .* k, NoTangent())
end
println(gradient(x -> sum(scale(x, 3) .^ 2), [1.0, 2.0]))

# Inside a loop: the rule's pullback runs in the backward loop.
function loopy(x)
    s = 0.0
    for i in 1:3
        s += sum(mysq.(x))
    end
    return s
end
println(gradient(loopy, [1.0, 2.0]))

# @non_differentiable: gradients stop at the results of calls that match its signature.
noisy(x) = 2 .* x
ChainRulesCore.@non_differentiable noisy(::Vector{Float64})
println(gradient(x -> sum(x .* noisy(x)), [1.0, 2.0]))
println(gradient(x -> x * noisy(x), 3.0))
ChainRulesCore.@non_differentiable noisy(::Float64)
println(gradient(x -> x * noisy(x), 3.0))

struct Affine
    W::Matrix{Float64}
    b::Vector{Float64}
end
(a::Affine)(x) = a.W * x .+ a.b
# A rule for a callable struct: its tangent is a NamedTuple of the fields.
function ChainRulesCore.rrule(a::Affine, x)
    y = a(x)
    function affine_pullback(ȳ)
        return (W = ȳ * x', b = ȳ), a.W' * ȳ
    end
    return y, affine_pullback
end
a = Affine([1.0 2.0; 3.0 4.0], [0.5, -0.5])
x = [1.0, -1.0]
g = gradient((a, x) -> sum(a(x) .^ 2), a, x)
println(g)
# Same without the rule, for comparison (a closure over nothing: the compiler's own rules).
h = gradient((W, b, x) -> sum((W * x .+ b) .^ 2), a.W, a.b, x)
println(g[1].W == h[1], " ", g[1].b == h[2], " ", g[2] == h[3])

# A rule whose function returns a tuple.
twoways(x) = (sin.(x), cos.(x))
function ChainRulesCore.rrule(::typeof(twoways), x)
    pb(ȳ) = (NoTangent(), ȳ[1] .* cos.(x) .- ȳ[2] .* sin.(x))
    return twoways(x), pb
end
function usetwo(x)
    s, c = twoways(x)
    return sum(s .* 2) + sum(c)
end
println(gradient(usetwo, [0.0, 1.0])[1] ≈ 2 .* cos.([0.0, 1.0]) .- sin.([0.0, 1.0]))
# ZeroTangent and nothing are zeros.
zt(x) = x .* 2
ChainRulesCore.rrule(::typeof(zt), x) = zt(x), ȳ -> (NoTangent(), ZeroTangent())
println(gradient(x -> sum(zt(x)) + sum(x), [1.0, 2.0]))
# withgradient and a second derivative through a rule.
cube(x) = x^3
ChainRulesCore.rrule(::typeof(cube), x) = cube(x), ȳ -> (NoTangent(), 3 * x^2 * ȳ)
println(withgradient(cube, 3.0))
println(gradient(x -> gradient(cube, x)[1], 3.0))
