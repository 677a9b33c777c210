# The default constructor converts each argument to the declared field type (convert), and a
# parametric struct infers its parameter from the arguments or takes it explicitly.
struct Point
    x::Float64
    y::Float64
end
p = Point(1, 2)
println(p, " ", typeof(p.x))
println(Point(1.5, 2))

struct Labeled
    id::Int
    label::String
end
println(Labeled(3.0, "three"))

struct Pair2{T}
    a::T
    b::T
end
println(Pair2(1, 2), " ", typeof(Pair2(1, 2)))
println(Pair2(1.0, 2.5), " ", typeof(Pair2(1.0, 2.5)))
println(Pair2{Float64}(1, 2), " ", typeof(Pair2{Float64}(1, 2)))

# Two parameters and a field of an abstract type.
struct Tagged{K, V}
    key::K
    value::V
end
t = Tagged(:k, [1, 2])
println(t, " ", typeof(t))
struct Holder
    x::Real
end
println(Holder(3).x, " ", Holder(2.5).x, " ", typeof(Holder(3).x))
