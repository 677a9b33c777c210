# Types print as Julia writes them: aliases Vector/Matrix for 1-d and 2-d Arrays, parameters in
# braces separated by ", ", typeof(f) for a function's type.
println(typeof(1), " ", typeof(1.0), " ", typeof("s"), " ", typeof('c'), " ", typeof(nothing), " ", typeof(true))
println(typeof([1.0]), " ", typeof([1 2]), " ", typeof(zeros(2, 2, 2)), " ", typeof(Any[]), " ", typeof([[1]]))
println(typeof((1, "a")), " ", typeof(1 => 2.0), " ", typeof(Dict("a" => 1)), " ", typeof(1:2), " ", typeof(1:2:5))
println(Vector{Int}, " ", Matrix{Float32}, " ", Array{Int, 3}, " ", Tuple{Int, Vararg{Int}}, " ", Dict{Symbol, Any})
println(Int, " ", Float64, " ", Vector, " ", Array, " ", Dict, " ", Pair)
struct Grid{T, N}
    cells::Array{T, N}
end
println(typeof(Grid(zeros(2, 2))), " ", Grid{Int, 1}, " ", Grid, " ", typeof(Grid))
f(x) = x
println(typeof(f), " ", typeof(sin), " ", typeof(Int), " ", typeof(Vector), " ", typeof(Union{Int, String}))
show(Int); print(" "); show([Int, String]); print(" "); println(repr(Float64), " ", string(Vector{Int}))
println(eltype([1.0]), " ", eltype(Dict(1 => "a")), " ", Type{Int})
