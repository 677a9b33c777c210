# Adam on a quadratic bowl, its state (m, v and the β powers) in a mutable struct updated in place
# by the staged loop; the β powers are numbers that change every step. Printed: the point reached,
# the β powers and the moments.
mutable struct Adam
    eta::Float64
    beta1::Float64
    beta2::Float64
    m::Vector{Float64}
    v::Vector{Float64}
    b1t::Float64
    b2t::Float64
end
function step!(o::Adam, x, g)
    o.b1t *= o.beta1
    o.b2t *= o.beta2
    o.m .= o.beta1 .* o.m .+ (1 - o.beta1) .* g
    o.v .= o.beta2 .* o.v .+ (1 - o.beta2) .* g .^ 2
    x .-= o.eta .* (o.m ./ (1 - o.b1t)) ./ (sqrt.(o.v ./ (1 - o.b2t)) .+ 1e-8)
end
# f(x) = sum(c .* (x .- t) .^ 2), gradient 2c(x - t)
function minimize!(o, x, c, t, steps)
    for i in 1:steps
        step!(o, x, 2 .* c .* (x .- t))
    end
    sum(c .* (x .- t) .^ 2)
end
o = Adam(0.1, 0.9, 0.999, zeros(3), zeros(3), 1.0, 1.0)
x = [2.0, -1.0, 0.5]
f = minimize!(o, x, [1.0, 4.0, 0.5], [-1.0, 1.0, 2.0], 100)
println(round(f; digits=6), " ", round.(x; digits=6))
println(round(o.b1t; digits=10), " ", round(o.b2t; digits=10))
println(round.(o.m; digits=6), " ", round.(o.v; digits=8))
