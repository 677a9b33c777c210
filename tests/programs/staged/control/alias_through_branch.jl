# A variable bound by a staged ternary to one of two argument arrays is that array: a write
# through it changes the chosen one only.
function pickwrite!(a, b, x)
    y = x[1] > 0 ? a : b
    y[1] = 100.0
    nothing
end
a = [1.0, 2.0]; b = [3.0, 4.0]
pickwrite!(a, b, [1.0]); println(a, b)
pickwrite!(a, b, [-1.0]); println(a, b)
