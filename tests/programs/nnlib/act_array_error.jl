# An activation called on a whole array (instead of broadcast with relu.(x)) is NNlib's error.
using NNlib
x = [-1.0, 2.0]
println(relu.(x))
relu(x)
