# Bool arithmetic and logic on staged values: Bool + Bool is Int, !, &, |, xor, and counting with
# comparisons.
function logic(b)
    p = b[1]; q = b[2]
    return (!p, p & q, p | q, xor(p, q), p + q, p - q, p * q, -p, p * 2.5, true + p)
end
println(logic([true, true]))
println(logic([true, false]))
println(logic([false, true]))
println(logic([false, false]))
function count_positive(x)
    n = 0
    for i in 1:length(x)
        n += x[i] > 0
    end
    n
end
println(count_positive([1.0, -2.0, 3.0, 0.0, 5.0]))
# false is a strong zero: false * y is copysign(0, y) even for Inf and NaN; false + -0.0 is -0.0.
strong(b, x) = (b[1] * x[1], x[2] * b[1], b[1] * x[3], b[1] + x[3], b[1] * x[4], x[1] * b[1] + x[2])
println(strong([false], [Inf, NaN, -0.0, -2.5]))
println(strong([true], [Inf, NaN, -0.0, -2.5]))
# Bool(x) of a staged 0/1, and a comparison result used as a number in Float32 arithmetic.
mix(x, f32) = (Bool(x[1]), Bool(x[2]), (f32[1] > 0) * f32[1])
println(mix([1, 0], Float32[2.5]))
println(mix([0, 1], Float32[-2.5]))
