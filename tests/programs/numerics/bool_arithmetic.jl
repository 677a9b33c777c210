# Bool is an Integer (base/bool.jl): + and - give Int, * is &, false is a strong zero.
println(true + true, " ", typeof(true + true))
println(true - false, " ", false - true)
println(true * false, " ", typeof(true * true))
println(true * 2.5, " ", false * 2.5, " ", typeof(true * 1.5f0))
println(false * NaN, " ", false * Inf, " ", true * NaN)   # false * x is zero(x) even for NaN
println(false * -1.0, " ", false + -0.0)                  # the sign of zero is kept
println(-true, " ", +true, " ", typeof(-true))
println(true / true, " ", true ÷ true, " ", true & false, " ", true | false, " ", xor(true, true))
println(!true, " ", ~false)
println(sum([true, false, true, true]))
println(true + 1, " ", true + Int8(1), " ", typeof(true + Int8(1)), " ", true + UInt8(255))
println(3 * (2 > 1), " ", Int(true), " ", Bool(0), " ", Float64(true))
println(true < 2, " ", false == 0, " ", true == 1.0, " ", max(true, false))
