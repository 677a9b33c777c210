# Broadcast shapes: a dimension of length 1 (or a missing trailing one) stretches to match.
A = [1 2; 3 4]
println(A .+ [10, 20], " ", A .* [1 10], " ", A .+ 100)
println([1, 2] .* [1 2 3], " ", size([1, 2] .+ [1 2 3]))
println([1 2 3] .- [1, 1], " ", reshape([1, 2], 1, 1, 2) .+ [10, 20])
println(fill(5, 1, 1) .+ [1, 2], " ", [1, 2, 3] .+ fill(1, 1), " ", size(zeros(3, 1) .+ zeros(1, 4)))
println((1:3) .+ [10, 20, 30], " ", [1, 2] .+ (1, 2), " ", size(ones(2, 3) .* (1:2)))
println(Float32[1, 2] .+ 1, " ", Float32[1, 2] .+ 1.0, " ", [1, 2] .+ true, " ", Int8[1] .+ Int8(1))
