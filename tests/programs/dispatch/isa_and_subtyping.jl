# isa and <: follow Julia's type lattice: invariance of parameters, covariance of tuples.
println(1 isa Int, " ", 1 isa Real, " ", 1 isa AbstractFloat, " ", 1.0 isa Number)
println(Int <: Integer <: Real <: Number, " ", Float32 <: AbstractFloat, " ", String <: AbstractString)
println(Vector{Int} <: Vector{Real}, " ", Vector{Int} <: Vector{<:Real}, " ", Vector{Int} <: AbstractVector{Int})
println(Tuple{Int,String} <: Tuple{Real,Any}, " ", Tuple{Int} <: Tuple{Int,Vararg{Int}}, " ", Tuple{} <: Tuple{Vararg{Int}})
println(Union{} <: Int, " ", Int <: Any, " ", Any <: Int, " ", Nothing <: Union{Int,Nothing})
println([1, 2] isa Vector{Int}, " ", [1, 2] isa Vector{Integer}, " ", (1, 2.0) isa Tuple{Int,Float64})
println((a = 1,) isa NamedTuple, " ", :s isa Symbol, " ", 'c' isa AbstractChar, " ", sum isa Function)
println(typeof(1), " ", typeof(1.0), " ", typeof("s"), " ", typeof([1.0]), " ", typeof((1, "a")), " ", typeof(1:3))
println(typeof(true), " ", typeof('x'), " ", typeof(nothing), " ", typeof(Int8(1)), " ", typeof(UInt8(1)))
println(Int === Int64, " ", typeof(Int), " ", typeof(Vector), " ", typeof(Union{Int,String}))
# typejoin-like questions through subtyping of abstract types.
println(Signed <: Integer, " ", Unsigned <: Integer, " ", Bool <: Integer, " ", Bool <: Signed)
