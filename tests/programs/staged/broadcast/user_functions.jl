# f.(x, y) with user functions: the function is staged once on whole-array "scalars".
sq(v) = v * v
lerp(a, b, t) = a + t * (b - a)
scale(v; by = 2) = v * by
function apply(x, y)
    return sq.(x), lerp.(x, y, 0.25), lerp.(0.0, y, x ./ 8)
end
println(apply([1.0, 2.0, 4.0], [5.0, 6.0, 0.0]))
# A closure over an argument, and an anonymous function.
function shifted(x, c)
    g = v -> v + c
    return g.(x), map(v -> 2v, x), (v -> v - c).(x)
end
println(shifted([1.0, 2.0], 0.5))
# Nested calls and a user function calling Base math.
gauss(v, m, s) = exp(-((v - m) / s)^2 / 2)
dens(x) = round.(gauss.(x, 1.0, 2.0); digits = 6)
println(dens([1.0, 3.0, -1.0, 5.0]))
# User functions on Int and Float32 arrays keep their element types.
println(sq.([3, -4]), " ", lerp.(Float32[0.0, 2.0], Float32[4.0, 4.0], 0.5f0))
staged_sq(x) = sq.(x)
println(staged_sq([3, -4]), " ", staged_sq(Float32[1.5]))
