# Integer division by zero inside a broadcast: one zero anywhere in the divisor is a DivideError
# (raised after the compiled run, from the error flag). mod.(n, 0) would raise it too.
wrap(n, m) = mod.(n, m) .+ div.(n, m)
println(wrap([7, -7, 9], [3, 3, -4]))
println(wrap([7, -7, 9], [3, 0, -4]))
