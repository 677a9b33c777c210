# Outer constructors are ordinary methods that call other constructors.
struct Point3
    x::Float64
    y::Float64
    z::Float64
end
Point3(v) = Point3(v, v, v)
Point3() = Point3(0)
Point3(t::Tuple) = Point3(t...)
println(Point3(1, 2, 3))
println(Point3(5))
println(Point3())
println(Point3((7, 8, 9)))

# Outer constructor for a parametric struct with a default parameter.
struct Wrapper{T}
    item::T
end
Wrapper() = Wrapper{Nothing}(nothing)
Wrapper(x::Int, y::Int) = Wrapper((x, y))
println(Wrapper(), " ", Wrapper(1, 2), " ", Wrapper{Float64}(1))
# A constructor taking a keyword.
struct Temperature
    kelvin::Float64
end
Temperature(; celsius) = Temperature(celsius + 273.15)
println(Temperature(celsius = 0).kelvin, " ", Temperature(300).kelvin)
