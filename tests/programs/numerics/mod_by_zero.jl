# mod and rem of integers by zero are DivideErrors too.
println(mod(7, 3), " ", mod(7.0, 0.0))
println(mod(7, 0))
