# Parametric structs: parameters inferred from the arguments or given explicitly.
struct Pair2{T}
    a::T
    b::T
end
p = Pair2(1, 2)
println(p, " ", typeof(p))
q = Pair2{Float64}(1, 2)
println(q, " ", typeof(q))
r = Pair2("x", "y")
println(r, " ", typeof(r))
# Several parameters, one constrained.
struct Labeled{L,V<:Number}
    label::L
    value::V
end
println(Labeled(:a, 1.5), " ", typeof(Labeled("s", 1)))
# Fields typed by a parameter of a container.
struct Series{T}
    data::Vector{T}
end
s = Series([1.0, 2.0])
push!(s.data, 3.0)
println(s, " ", eltype(s.data), " ", typeof(s))
# Parameter access through the type.
valtype(::Pair2{T}) where {T} = T
println(valtype(p), " ", valtype(q), " ", Pair2{Int} === typeof(p))
println(Pair2 isa UnionAll, " ", Pair2{Int} isa DataType)
