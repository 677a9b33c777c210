# The same array passed as two arguments gets one gradient per argument, as in Zygote: here
# d/da sum(a*[1,1]) = [1 1] and d/db sum(b*[2,2]) = [2 2], not their sum at both places.
using Zygote
W = [1.0 2.0]
println(gradient((a, b) -> sum(a * [1.0, 1.0]) + sum(b * [2.0, 2.0]), W, W))
v = [3.0, 4.0]
println(gradient((x, y) -> sum(x .* y), v, v))
println(W, " ", v)
