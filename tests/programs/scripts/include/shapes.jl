# Included by include_basic.jl: defines a struct and functions, and its value is the last expression.
struct Circle
    r::Float64
end
circumference(c::Circle) = 2 * 3.0 * c.r
included_marker = "shapes loaded"
circumference(Circle(1))
