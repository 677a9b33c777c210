# cov and cor of two vectors (covariance with n - 1, Pearson correlation clamped to [-1, 1]).
using Statistics
x = [1.0, 2.0, 3.0, 4.0]
y = [2.0, 4.0, 6.0, 8.0]
z = [4.0, 3.0, 2.0, 1.0]
println(cov(x, y), " ", cov(x, z), " ", cov(x, y; corrected = false), " ", cov(x))
println(cor(x, y), " ", cor(x, z), " ", cor(x))
println(cor([1.0, 2.0, 3.0], [1.0, 3.0, 2.0]))
println(cov([1, 2, 3], [1, 2, 5]))
