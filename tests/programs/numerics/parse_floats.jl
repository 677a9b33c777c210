# parse/tryparse of floats follow C's strtod (jl_try_substrtod): hex floats, inf/nan words, blanks
# around the number; a result that overflows to Inf or underflows to zero is not a number.
println(parse(Float64, "0x1p3"), " ", parse(Float64, ".5"), " ", parse(Float64, "5."), " ", parse(Float64, "+1.5E2"))
println(parse(Float64, "-Inf"), " ", parse(Float64, "infinity"), " ", isnan(parse(Float64, "NaN")), " ", parse(Float64, " 2.5\n"))
println(tryparse(Float64, "1e400"), " ", tryparse(Float64, "1e-400"), " ", tryparse(Float64, "1e-320"), " ", tryparse(Float64, "1,5"))
println(tryparse(Float32, "1e39"), " ", tryparse(Float32, "1e-46"), " ", parse(Float32, "1e-40"), " ", tryparse(Float64, "1.5f0"))
println(parse(Float32, "0.1") == 0.1f0, " ", parse(Float64, "0.1") == 0.1, " ", typeof(parse(Float16, "1.5")), " ", parse(Float16, "0.1"))
