# The most specific applicable method wins along the abstract chain Any > Number > Real > Integer
# > Signed > Int64, whatever the order the methods were defined in.
kind(x::Integer) = "Integer"
kind(x) = "Any"
kind(x::Int64) = "Int64"
kind(x::Number) = "Number"
kind(x::Real) = "Real"
struct Dual <: Number
    v::Float64
end
println(kind(1), " ", kind(Int8(1)), " ", kind(true), " ", kind(1.5), " ", kind(Dual(1.0)), " ", kind("s"))

# Two arguments: a method more specific in every position beats one that is not.
pair(a::Number, b::Number) = "numbers"
pair(a::Int, b::Number) = "int, number"
pair(a::Int, b::Int) = "ints"
println(pair(1, 2), " | ", pair(1, 2.0), " | ", pair(1.0, 2))

# Abstract types declared by the program behave the same way.
abstract type Shape end
abstract type Polygon <: Shape end
struct Square <: Polygon
    side::Float64
end
struct Circle <: Shape
    r::Float64
end
name(::Shape) = "shape"
name(::Polygon) = "polygon"
corners(::Shape) = 0
corners(::Square) = 4
println(name(Square(1.0)), " ", name(Circle(1.0)), " ", corners(Square(2.0)), " ", corners(Circle(2.0)))
println(Square <: Polygon, " ", Square <: Shape, " ", Circle <: Polygon, " ", isabstracttype(Shape))
