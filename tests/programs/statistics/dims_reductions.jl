# mean/var/std/median along dims keep the reduced dimension with size 1.
using Statistics
A = [1.0 2.0 6.0; 3.0 6.0 9.0]
println(mean(A), " ", mean(A; dims = 1), " ", mean(A; dims = 2))
println(size(mean(A; dims = 1)), " ", size(mean(A; dims = 2)))
println(var(A; dims = 1), " ", var(A; dims = 2))
println(std([1.0 5.0; 3.0 9.0]; dims = 1))
println(median([1 5 2; 4 3 8]; dims = 2))
println(mean([1 2; 3 4]; dims = (1, 2)))
B = reshape(collect(1.0:8.0), 2, 2, 2)
println(size(mean(B; dims = 3)), " ", vec(mean(B; dims = 3)))
