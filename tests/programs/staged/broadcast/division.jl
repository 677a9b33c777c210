# Integer division functions broadcast with negative operands, and Float versions; mod and rem of
# a vector by a scalar and elementwise by a vector.
divs(x, y) = (div.(x, y), rem.(x, y), fld.(x, y), mod.(x, y), cld.(x, y))
println(divs([7, -7, 7, -7, 0], [3, 3, -3, -3, 2]))
println(divs([7, -7, 8], 4))
println(divs([7.5, -7.5, 6.0], [2.0, 2.0, -3.0]))
wrap(i, n) = mod.(i .- 1, n) .+ 1
println(wrap([0, 1, 5, 6, -1], 5))
