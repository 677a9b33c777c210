# ^ on staged numbers: literal small powers, Int and Float exponents, Int ^ Int staying Int.
function pows(x, n)
    a = x[1]^2
    b = x[1]^3
    c = x[1]^0
    d = x[1]^n[1]          # Float64 ^ staged Int
    e = n[1]^2             # Int ^ literal Int
    f = n[1]^n[2]          # Int ^ staged Int stays Int
    g = x[2]^0.5           # Float ^ Float
    h = 2.0^n[2]
    k = 2^n[2]
    return a, b, c, d, e, f, g, h, k
end
println(pows([1.5, 16.0], [3, 10]))
println(pows([-2.0, 2.25], [5, 0]))
p32(x) = (x[1]^2, x[1]^0.5f0, x[1]^2.0)   # Float32 ^ Float64 promotes to Float64
println(p32(Float32[4.0]))
# A negative Float exponent and a negative base with an integer exponent.
negs(x, n) = (x[1]^-1.0, x[1]^n[1], (-x[1])^n[1])
println(negs([4.0], [-2]))
