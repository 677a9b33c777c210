# `x .= y` where y cannot be broadcast to x's size: Julia's DimensionMismatch, raised while staging.
function fill_from!(x, y)
    x .= y .+ 1
    return nothing
end
x = zeros(3)
fill_from!(x, [1.0])
println(x)
fill_from!(x, [1.0, 2.0])
println(x)
