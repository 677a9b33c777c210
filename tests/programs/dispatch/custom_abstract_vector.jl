# A struct that subtypes AbstractVector{Int} and defines only size and getindex gets Base's generic
# array functions: length, iteration, sum, maximum, collect, comprehension, `in`, slicing and printing.
struct Squares <: AbstractVector{Int}
    n::Int
end
Base.size(s::Squares) = (s.n,)
Base.getindex(s::Squares, i::Int) = i * i
s = Squares(5)
println(length(s), " ", s[3], " ", sum(s), " ", maximum(s), " ", eltype(s))
println(collect(s), " ", [x + 1 for x in s], " ", 16 in s, " ", 15 in s)
println(s[2:4], " ", first(s), " ", last(s), " ", firstindex(s), ":", lastindex(s))
println(s)
println(s isa AbstractArray, " ", ndims(s), " ", size(s))
