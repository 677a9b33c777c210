# show of a Vector (base/arrayshow.jl show_vector): no prefix when the element type reads back
# from the elements (Float64, Int64, String, Char, Symbol, singletons, arrays/tuples of them),
# the element type in front otherwise; empty vectors always name it.
println([1.0, 2.0], " ", [1, 2, 3], " ", ["a", "b"], " ", ['x', 'y'], " ", [:a, :b], " ", [nothing])
println(Any[1, "a"], " ", Float32[1.5, 2], " ", Int8[1, 2], " ", Int32[7], " ", [true, false])
println(Int[], " ", Float64[], " ", Any[], " ", String[], " ", Vector{Int}(), " ", Char[])
println([1, 2.5], " ", Real[1, 2.5], " ", Any[1, nothing], " ", Number[1, 2.0])
println([(1, 2), (3, 4)], " ", [(1, 2.5f0)], " ", [1 => "a"], " ", [(a = 1,)])
println([sin, cos], " ", [Int, Float64], " ", Type[Int], " ", [[1, 2], [3]])
v = [1, 2, 3]
push!(v, 4)
println(v, " ", repr(v), " ", string(v), " ", "v = $v", " ", typeof(v))
println(collect(1:3) .* 2.0, " ", fill(0.5, 2), " ", zeros(Int, 3), " ", ones(2))
