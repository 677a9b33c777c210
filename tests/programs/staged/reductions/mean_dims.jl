# Statistics.mean in staged code: of a vector, of a matrix with and without `dims`, of Ints (a
# Float64), of Float32 (stays Float32), with a function, and used to center the columns of a matrix.
using Statistics
function means(x, A, k)
    return (mean(x), mean(A), mean(A; dims=1), mean(A; dims=2), mean(k), mean(abs, x))
end
center(A) = A .- mean(A; dims=1)
for m in means([1.0, -2.0, 4.0], [1.0 2.0; 3.0 6.0], [1, 2, 4])
    println(m)
end
m32(x) = mean(x)
println((m32(Float32[1.5, 2.5]), typeof(m32(Float32[1.0, 2.0]))))
println(center([1.0 2.0; 3.0 6.0]))
