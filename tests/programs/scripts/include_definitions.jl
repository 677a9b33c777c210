# Definitions from an included file are ordinary definitions of Main: the script extends them,
# and the file's last value is include's result.
DEFINED_NAMES = [:Body, :Cube, :Ball, :volume, :describe]
n = include("include/geometry_defs.jl")
println(n)
println(describe(Cube(2.0)), "; ", describe(Ball(1.0)))
struct Slab <: Body
    w::Float64
    h::Float64
end
volume(s::Slab) = s.w * s.h * UNIT_EDGE
println(describe(Slab(2.0, 3.0)))
println(sum(volume, Body[Cube(1.0), Slab(1.0, 1.0)]), " ", UNIT_EDGE)
