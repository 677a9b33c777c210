# round(x, r) with each RoundingMode (base/rounding.jl, base/floatfuncs.jl).
xs = (2.5, -2.5, 3.5, 2.4, -0.5)
for r in (RoundNearest, RoundNearestTiesAway, RoundNearestTiesUp, RoundToZero, RoundFromZero, RoundUp, RoundDown)
    println(r, ": ", join([round(x, r) for x in xs], " "))
end
println(round(Int, 2.5, RoundNearestTiesAway), " ", round(Int, -2.5, RoundUp), " ", round(Int8, 3.5, RoundDown))
println(round(Float32(2.5), RoundNearestTiesUp), " ", round(-2.5f0, RoundFromZero))
println(RoundNearest == RoundNearest, " ", RoundUp === RoundDown, " ", typeof(RoundUp))
