# range(...) with length or step, float ranges (twice-precision, so 0:0.1:1 hits 0.3 exactly),
# LinRange, and how each prints.
println(range(0, 1; length = 5), " ", range(1; step = 2, length = 3), " ", range(1, 10; step = 3))
println(range(1, step = 0.5, length = 3), " ", range(0.0, 1.0, 3), " ", range(10, 1; length = 4))
println(range(1, 2; length = 4), " ", range(1; length = 3), " ", range(2.5; length = 3))
println(0:0.1:0.3, " ", collect(0:0.1:0.3), " ", length(0:0.1:1), " ", (0:0.1:1)[4], " ", (0:0.1:1)[end])
println(1.0:3.0, " ", 1:0.5:2, " ", collect(1:0.5:2), " ", step(0:0.25:1), " ", last(0:0.3:1))
println(typeof(0.0:0.5:1.0) <: StepRangeLen, " ", eltype(range(0, 1; length = 3)))
l = LinRange(0, 1, 5)
println(l, " ", collect(l), " ", length(l), " ", l[2], " ", typeof(l))
println(sum(0:0.1:1), " ", 0.5 in 0:0.25:1, " ", 0.3 in 0:0.1:1, " ", reverse(0:0.5:1))
println(collect(range(0, 1; length = 4)), " ", (0:0.5:2) .* 2, " ", (1:3) ./ 2)
