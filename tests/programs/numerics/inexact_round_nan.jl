# round(Int, NaN) converts the NaN that round(NaN) returns: an InexactError (rounding.jl).
println(round(Int, 2.5), " ", round(Int, -0.5))
println(round(Int, NaN))
