# Methods on parametric structs by their parameters.
struct Box{T}
    value::T
end
unbox(b::Box) = b.value
kind(b::Box{Int}) = "box of Int"
kind(b::Box{<:AbstractFloat}) = "box of a float"
kind(b::Box{T}) where {T<:AbstractString} = "box of $T"
kind(b::Box) = "some box"
println(kind(Box(1)), " | ", kind(Box(1.0)), " | ", kind(Box(1f0)), " | ", kind(Box("s")), " | ", kind(Box(:s)))
println(unbox(Box([1, 2])), " ", typeof(Box(2)), " ", Box(2) isa Box, " ", Box(2) isa Box{Real})
println(Box{Int} <: Box, " ", Box{Int} <: Box{<:Real}, " ", Box{Int} <: Box{Real})

inner_type(::Box{T}) where {T} = T
println(inner_type(Box(2.5)), " ", inner_type(Box(Box(1))))
# Parametric methods build new parametric values.
double_box(b::Box{T}) where {T<:Number} = Box{T}(2 * b.value)
println(double_box(Box(21)), " ", double_box(Box(1.5)))
