# A loss of arrays of different sizes is Flux's DimensionMismatch, reported at the user's call.
using Flux
loss(m, x, y) = Flux.mse(m(x), y)
m = Dense([1.0 2.0; 3.0 4.0], [0.0, 0.0])
println(loss(m, [1.0, 1.0], [3.0, 7.0]))
println(loss(m, [1.0, 1.0], [3.0, 7.0, 1.0]))
