# Integer division by zero is a DivideError (÷, div, rem, mod); float division gives Inf.
println(1 / 0)
println(7 ÷ 2, " ", rem(7, 2))
d = 0
println(7 ÷ d)
