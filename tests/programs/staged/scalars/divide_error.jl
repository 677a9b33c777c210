# Integer division by zero is Julia's DivideError, raised by the compiled code through the error flag;
# Float division by zero is not an error. The first calls are fine.
quot(n, m) = (div(n[1], m[1]), n[1] / m[1], rem(n[1], m[2]), fld(n[1], m[2]))
println(quot([7, 0], [2, -3]))
fquot(x) = (x[1] / x[2], -x[1] / x[2], x[2] / x[2])
println(fquot([1.0, 0.0]))
println(quot([7, 0], [0, 1]))
