# Abstract types as interfaces: generic code calls methods that each concrete type provides.
abstract type Shape end
struct Rect <: Shape
    w::Float64
    h::Float64
end
struct Circle <: Shape
    r::Float64
end
struct Square <: Shape
    side::Float64
end
area(s::Rect) = s.w * s.h
area(c::Circle) = 3.0 * c.r^2
area(s::Square) = s.side^2
perimeter(s::Rect) = 2 * (s.w + s.h)
perimeter(s::Square) = 4 * s.side
name(s::Shape) = string(typeof(s))
total_area(shapes::Vector{<:Shape}) = sum(area, shapes)
shapes = Shape[Rect(1, 2), Circle(1), Square(3)]
println(eltype(shapes), " ", total_area(shapes))
for s in shapes
    println(name(s), " ", area(s))
end
println(hasmethod(perimeter, Tuple{Rect}), " ", hasmethod(perimeter, Tuple{Circle}))
println([perimeter(s) for s in shapes if !(s isa Circle)])
