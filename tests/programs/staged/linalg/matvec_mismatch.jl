# Matrix * Vector with the wrong length: Julia's DimensionMismatch message.
apply(A, x) = A * x .+ 1
println(apply([1.0 2.0; 3.0 4.0], [1.0, 1.0]))
println(apply([1.0 2.0; 3.0 4.0], [1.0, 2.0, 3.0]))
