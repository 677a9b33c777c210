# v' is a row: v'w is a number, v'A a row again, (v')' is v itself; A' and transpose(A) flip a matrix.
v = [1, 2, 3]
w = [4, 5, 6]
println(v' * w)
println(v')
println(size(v'))
println((v')' === v)
println(v' * [1 0; 0 1; 1 1])
println(transpose(v) * w)
A = [1 2; 3 4]
println(A')
println(transpose([1 2 3; 4 5 6]))
x = [1.0, 2.0]
println(x' * A * x)
println(x * x')
println(2' + 3)
r = v'
r[1] = 10
println(v)
