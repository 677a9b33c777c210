# NNlib's names are not in scope before `using NNlib`.
x = [-1.0, 1.0]
println(x)
relu.(x)
