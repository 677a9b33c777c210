# Julia's type parameters are invariant: Vector{Int} is not a Vector{Real}, but it is an
# AbstractVector{Int} and a Vector{<:Real}; methods dispatch accordingly.
accepts(v::Vector{Real}) = "Vector{Real}"
accepts(v::Vector{<:Real}) = "Vector{<:Real}"
accepts(v::AbstractVector) = "AbstractVector"
println(accepts(Real[1, 2.5]), " | ", accepts([1, 2]), " | ", accepts(["a"]), " | ", accepts(1:3))
println(Vector{Int} <: Vector{Real}, " ", Vector{Int} <: Vector{<:Real}, " ", Vector{Int} <: AbstractVector{Int})
println(Tuple{Int, Float64} <: Tuple{Real, Real}, " ", Tuple{Int} <: Tuple{Any, Vararg{Any}})

struct Wrapper{T}
    x::T
end
kind(w::Wrapper{Number}) = "exactly Number"
kind(w::Wrapper{<:Number}) = "some Number"
kind(w::Wrapper) = "anything"
println(kind(Wrapper{Number}(1)), " | ", kind(Wrapper(1)), " | ", kind(Wrapper("s")))
println(Wrapper{Int} <: Wrapper, " ", Wrapper{Int} <: Wrapper{Number}, " ", Wrapper{Int} isa DataType, " ", Wrapper isa UnionAll)

# A Real[] vector holds mixed values and keeps its element type when pushed to.
v = Real[]
push!(v, 1)
push!(v, 2.5)
println(v, " ", eltype(v), " ", typeof(v[1]), " ", typeof(v[2]))
