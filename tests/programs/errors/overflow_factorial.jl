# factorial of an Int beyond 20 overflows Int64: Base raises OverflowError from its lookup table.
println(factorial(20))
println(factorial(21))
