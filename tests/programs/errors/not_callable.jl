# Calling a value that is not a function (errorshow.jl: no methods and not a Function or Type).
scale = 3
println(scale * 2)
println(scale(2))
