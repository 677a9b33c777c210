# Union types in signatures and Nothing as a value to dispatch on.
describe(x::Union{Int,String}) = "int or string: $x"
describe(x::Nothing) = "nothing here"
describe(x) = "other: $x"
println(describe(1), " | ", describe("s"), " | ", describe(nothing), " | ", describe(1.5))

find_even(v) = (i = findfirst(iseven, v); i === nothing ? nothing : v[i])
maybe_double(x::Nothing) = "none"
maybe_double(x::Int) = 2x
println(maybe_double(find_even([1, 3, 4])), " ", maybe_double(find_even([1, 3])))

println(Int <: Union{Int,String}, " ", Float64 <: Union{Int,String}, " ", Union{Int,Int} === Int)
println(nothing isa Nothing, " ", typeof(nothing), " ", isnothing(nothing), " ", isnothing(0))
OptionalInt = Union{Nothing,Int}
count_some(v::Vector{OptionalInt}) = count(!isnothing, v)
println(count_some(OptionalInt[1, nothing, 3]))
