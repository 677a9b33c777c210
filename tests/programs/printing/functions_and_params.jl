# Functions show as their names (operators bare), their types as typeof(f); type parameters that
# are values print as values; NamedTuple types print with the @NamedTuple macro's syntax.
println(+, " ", sin, " ", typeof(+), " ", typeof(sin), " ", [+, -], " ", (sin, +))
show(+); print(" "); show(==); print(" "); show(max); println()
square(x) = x^2
println(square, " ", typeof(square), " ", map(square, [1, 2]), " ", string(square), " ", repr(square))
println(typeof(Val(2)), " ", typeof(Val(:x)), " ", Val(3), " ", typeof((a = 1, b = "x")))
println(Float16[1.5, 2], " ", repr(Float16(0.1)), " ", Float16(65504), " ", typeof(Float16(1)))
println(1 => 2 => 3, " ", Dict{Any, Any}("a" => 1), " ", Int32(5) => 2.0f0, " ", [Int32(1) => 2])
