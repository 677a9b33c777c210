# Parametric methods: where clauses with bounds, the diagonal rule, and static parameters as values.
eltype_name(::Vector{T}) where {T} = string(T)
println(eltype_name([1, 2]), " ", eltype_name([1.0]), " ", eltype_name(["a"]))

total(v::Vector{T}) where {T<:Real} = sum(v)
total(v::Vector) = "not real"
println(total([1, 2, 3]), " ", total([0.5, 0.25]), " ", total(["a"]))

same_type(a::T, b::T) where {T} = "same $T"
same_type(a, b) = "different"
println(same_type(1, 2), " | ", same_type(1, 2.0), " | ", same_type("a", "b"))

both_numbers(a::T, b::T) where {T<:Number} = a + b
both_numbers(a::Number, b::Number) = both_numbers(promote(a, b)...)
println(both_numbers(1, 2), " ", both_numbers(1, 2.5))

# Static parameters are usable in the body.
zeros_like(x::T) where {T<:Number} = zero(T)
println(zeros_like(5), " ", zeros_like(2.5), " ", typeof(zeros_like(1f0)))
wrap(x::T) where T = Vector{T}(undef, 0)
println(typeof(wrap(1)), " ", typeof(wrap("s")))

# Parametric abstract types in signatures.
firstitem(v::AbstractVector{<:Integer}) = "integers starting $(v[1])"
firstitem(v::AbstractVector) = "other"
println(firstitem([3, 4]), " ", firstitem([3.0]))
pairtype(::Tuple{A,B}) where {A,B} = (A, B)
println(pairtype((1, "x")))
