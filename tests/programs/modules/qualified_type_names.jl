# A type that Main does not see by its bare name prints with its module path (show.jl's
# show_type_name); an exported type brought in by `using` prints bare.
module Shapes
export Circle
struct Circle
    r::Float64
end
struct Square
    side::Float64
end
area(s::Square) = s.side^2
end
using .Shapes
println(Circle(1.0), " ", typeof(Circle(1.0)))
println(Shapes.Square(2.0))
println(typeof(Shapes.Square(2.0)))
println([Shapes.Square(1.0)])
println(typeof(Shapes.area), " ", Shapes.area(Shapes.Square(3.0)))
