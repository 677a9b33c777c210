# @show prints the expression's source and the value as `show` writes it, and returns the value.
x = 3
@show x
@show x + 1
s = "text"
@show s
@show [1, 2] (1, "a") :sym
v = @show x * 2
println(v)
@show 'c' nothing 1.5 true
function inside(y)
    @show y
    return y * 2
end
println(inside(4))
