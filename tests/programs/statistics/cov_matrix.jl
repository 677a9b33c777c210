# cov and cor of a data matrix: the variables are the columns (dims = 1) or rows (dims = 2);
# Statistics centers the data, forms x'x / (n - 1), and cor divides by the products of the
# columns' root sums of squares (cov2cor!), with ones on the diagonal.
using Statistics
X = [1.0 2.0 0.0; 2.0 4.0 1.0; 3.0 6.0 0.0; 4.0 8.0 1.0]
println(cov(X))
println(cor(X))
println(cov(X; corrected = false))
println(cov([1 2; 3 4; 5 0]; dims = 2))
println(cor([1.0 2.0; 2.0 1.0; 3.0 3.0]; dims = 1))
