# A product of arrays whose sizes do not fit: the DimensionMismatch comes while staging, with the
# host's message.
layer(W, x) = W * x
println(layer([1.0 2.0; 3.0 4.0], [1.0, 1.0]))
println(layer([1.0 2.0; 3.0 4.0], [1.0, 1.0, 1.0]))
