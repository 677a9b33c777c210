# Included from include/outer.jl with a path relative to that file.
inner_value() = 42
