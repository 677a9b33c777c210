# `import .M: f` brings a name that can then be extended; `using .M: g` brings only g.
module Shapes
export describe
abstract type Shape end
struct Dot <: Shape end
describe(::Shape) = "a shape"
describe(::Dot) = "a dot"
helper() = "helper"
hidden() = "hidden"
end

import .Shapes: describe, Shape
using .Shapes: helper
struct Line <: Shape
    length::Int
end
describe(l::Line) = "a line of length $(l.length)"
println(describe(Line(3)))
println(describe(Shapes.Dot()))
println(helper())
println(Shapes.hidden())
# The extension is visible through the module's own name too.
println(Shapes.describe(Line(1)))
