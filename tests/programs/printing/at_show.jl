# @show prints each expression as written, " = ", and the value as show writes it; it returns
# the last value.
x = 5
@show x
s = "text"
@show s
v = [1.5, 2.0]
@show v v[2] length(v)
@show x + 1 x * 2.5
@show 1.5f0 :sym 'c' nothing (1, "a")
p = (a = 1, b = 2)
@show p.a
y = @show x - 10
println(y)
f(n) = n^2
@show f(3) sum(v)
