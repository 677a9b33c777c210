# Integer division by zero is a DivideError; float division gives Inf (int.jl).
println(1 / 0, " ", -1 / 0, " ", 0 / 0)
n = 0
println(10 ÷ n)
