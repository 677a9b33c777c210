# A module's exported names are visible after `using .M`; others need qualification.
module Geometry
export area, Square
struct Square
    side::Float64
end
area(s::Square) = s.side^2
perimeter(s::Square) = 4 * s.side
const UNIT = Square(1.0)
end

using .Geometry
sq = Square(3)
println(area(sq))
println(Geometry.perimeter(sq))
println(Geometry.area(Geometry.UNIT))
println(typeof(sq), " ", sq isa Geometry.Square)
println(Geometry isa Module, " ", nameof(Geometry))
