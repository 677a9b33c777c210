# Parametric methods: `where` binds type parameters, constrains them, and the diagonal rule
# (T used twice) requires both arguments to have the same type.
same(x::T, y::T) where {T} = "same $T"
same(x, y) = "different"
println(same(1, 2), " / ", same(1, 2.0), " / ", same("a", "b"))

# A bound on T restricts which types match.
half(x::T) where {T<:AbstractFloat} = x / 2
half(x::T) where {T<:Integer} = x ÷ 2
println(half(5), " ", half(5.0), " ", half(Float32(3)))

# Parameters of containers: the element type is available in the body.
elem_name(v::Vector{T}) where {T} = string(T)
println(elem_name([1, 2]), " ", elem_name([1.0]), " ", elem_name(["x"]), " ", elem_name(Any[]))
firsttwo(v::AbstractVector{T}) where {T<:Number} = T[v[1], v[2]]
println(firsttwo([3, 4, 5]), " ", firsttwo(1.0:3.0))

# Several parameters and a parameter tied to a parametric struct.
struct Box{T}
    item::T
end
unbox(b::Box{T}) where {T} = (b.item, T)
combine(a::Box{A}, b::Box{B}) where {A, B} = Box((a.item, b.item))
println(unbox(Box(3)), " ", unbox(Box("s")))
println(combine(Box(1), Box(:z)))
println(typeof(combine(Box(1), Box(:z))))
