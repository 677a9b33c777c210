# Smooth activations broadcast inside staged functions, to 10 digits: σ, logσ, softplus, swish,
# softsign, elu, selu, tanh_fast; far tails stay finite. Values: act_nnlib.py.
using NNlib
sig(x) = (σ.(x), logσ.(x), softplus.(x), swish.(x), softsign.(x))
expo(x) = (elu.(x), elu.(x, 0.5), selu.(x), celu.(x), tanh_fast.(x))
x = [-20.0, -3.0, -0.5, 0.0, 0.5, 3.0, 20.0, 45.0]
for v in sig(x)
    println(round.(v; digits=10))
end
for v in expo(x)
    println(round.(v; digits=10))
end
tails(x) = (σ.(x), softplus.(x))
s, p = tails([-800.0, 800.0])
println(s[1] == 0.0, " ", s[2], " ", p)
