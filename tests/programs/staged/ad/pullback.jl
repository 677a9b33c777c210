# pullback: the forward pass runs once and `back` runs the backward pass on the values it kept
# (its residuals), once per cotangent; at host level and inside a compiled function.
using Zygote
f(W, x) = tanh.(W * x)
W = [0.1 0.2; 0.3 0.4]
x = [1.0, -1.0]
y, back = pullback(f, W, x)
println(y)
d = 1 .- y .^ 2
for dy in ([1.0, 0.0], [0.0, 2.0], [0.5, -1.0])
    gW, gx = back(dy)
    # by hand: d(W x) = dy .* (1 - y^2); dW = that * x', dx = W' * that
    println(gW ≈ (dy .* d) * x', " ", gx ≈ W' * (dy .* d))
end

# A real-valued function: back takes a number.
loss(w, b) = sum(abs2, w .* 3 .- b)
l, bl = pullback(loss, [1.0, 2.0], 0.5)
println(l, " ", bl(1.0), " ", bl(2.0))

# Inside compiled code: a training step that takes the pullback of its loss.
function step(w)
    l, back = pullback(w -> sum(sin.(w)), w)
    g = back(1.0)[1]
    return l, w .- 0.1 .* g
end
println(step([0.0, 1.0]))

# Integers and structs: gradients of what nothing flows into are nothing.
struct Lin
    w::Vector{Float64}
    k::Int
end
(m::Lin)(x) = sum(m.w .* x) * m.k
y2, back2 = pullback((m, x) -> m(x), Lin([1.0, 2.0], 3), [4.0, 5.0])
println(y2, " ", back2(1.0))
