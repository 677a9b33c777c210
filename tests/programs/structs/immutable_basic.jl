# Immutable structs: construction, field access, printing, equality by value.
struct Point
    x::Int
    y::Int
end
p = Point(1, 2)
println(p, " ", p.x, " ", p.y)
println(typeof(p), " ", fieldnames(Point), " ", nfields(p))
q = Point(1, 2)
println(p === q, " ", p == q, " ", p === Point(2, 1))
# Fields are converted to their declared types.
println(Point(3.0, 4))
struct Named
    label::String
    weight::Float64
end
n = Named("a", 2)
println(n, " ", n.weight, " ", typeof(n.weight))
# Untyped fields hold anything.
struct Holder
    content
end
println(Holder(1), " ", Holder("s"), " ", Holder([1, 2]), " ", Holder(nothing))
# A singleton struct with no fields.
struct Marker end
println(Marker(), " ", Marker() === Marker(), " ", nfields(Marker()))
