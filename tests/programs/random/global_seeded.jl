# Random.seed!(n) reseeds the default generator; rand() and randn() then follow Julia's stream.
using Random
Random.seed!(42)
println(rand())
println(rand(3))
println(rand(1:6))
println(randn())
println(randn(3))
Random.seed!(42)
println(rand())
