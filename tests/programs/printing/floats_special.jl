# Inf, NaN and signed zeros print as Julia spells them; show of a Float64 adds nothing.
println(Inf, " ", -Inf, " ", NaN, " ", 1 / 0, " ", -1 / 0, " ", 0 / 0)
println(-0.0, " ", 0.0, " ", -0.0 == 0.0, " ", 1 / -0.0)
show(Inf); print(" "); show(NaN); print(" "); show(-0.0); println()
println([1.0, Inf, NaN, -0.0], " ", (Inf, -Inf))
println(string(NaN), " ", repr(-Inf), " ", "value $(Inf)")
println(isnan(NaN), " ", isinf(-Inf), " ", NaN == NaN)
println(typemax(Float64), " ", typemin(Float64), " ", floatmax(Float64), " ", eps(1.0))
