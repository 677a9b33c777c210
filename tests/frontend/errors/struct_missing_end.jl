struct Point
    x::Float64
    y::Float64

function norm(p::Point)
    sqrt(p.x^2 + p.y^2)
end
