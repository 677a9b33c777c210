# Nested includes resolve paths relative to the including file.
include("include/outer.jl")
println(outer_value(), " ", inner_value())
