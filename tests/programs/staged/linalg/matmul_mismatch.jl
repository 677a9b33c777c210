# Matrix * Matrix with inner dimensions that disagree: Julia's DimensionMismatch message.
layer(W, X) = W * X
println(layer([1.0 2.0; 3.0 4.0], [1.0 0.0; 0.0 1.0]))
println(layer([1.0 2.0 3.0; 4.0 5.0 6.0], [1.0 2.0; 3.0 4.0]))
