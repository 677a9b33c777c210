# Includes its neighbour by a path relative to this file, not to the main script.
include("lib/inner.jl")
outer_value() = inner_value() + 1
