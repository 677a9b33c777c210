# Dotted operators and f.(x): scalars repeat, arrays go element by element, results are arrays.
x = [1.0, 2.0, 3.0]
println(x .+ 1, " ", 1 .- x, " ", x .* x, " ", x ./ 2, " ", x .^ 2, " ", -x)
println(abs.([-1, 2]), " ", max.(x, 2.0), " ", sqrt.([4.0, 9.0]), " ", round.(Int, [1.4, 2.6]))
f(a, b) = a + 2b
println(f.([1, 2], 10), " ", f.(1, [1, 2]), " ", string.("a", [1, 2]), " ", length.(["ab", "c"]))
println(isodd.(1:4), " ", [1, 2, 3] .== [1, 5, 3], " ", .!([true, false]), " ", [1, 5] .> 2)
println((1, 2) .+ (10, 20), " ", (1, 2) .* 3, " ", eltype(isodd.(1:4)))
println(ifelse.([true, false], 1, 2), " ", [1, 2] .|> (x -> x + 1), " ", broadcast(+, [1, 2], 3))
println(Ref([1, 2]) .== [[1, 2], [3]], " ", [1, 2.5] .+ 1, " ", [1, 2] .÷ 2 == [0, 1])
println((@. x + 2 * x), " ", (@. sin(0 * x)))
println(x .+ 1 .- 1 == x, " ", 2 .* x .+ 1, " ", (x .+ 1) .* 2)
