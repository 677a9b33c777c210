# Included by include_definitions.jl: types, methods and a constant for the including script.
abstract type Body end
struct Cube <: Body
    edge::Float64
end
struct Ball <: Body
    r::Float64
end
const UNIT_EDGE = 1.0
volume(c::Cube) = c.edge^3
volume(b::Ball) = 4 / 3 * 3.0 * b.r^3
describe(b::Body) = "$(nameof(typeof(b))) of volume $(volume(b))"
length(DEFINED_NAMES)
