# Unassigned elements print as #undef; in display they align as an element of width 3+3
# around the alignment point (undef_ref_alignment).
v = Vector{String}(undef, 2)
println(v)
display(v)
v[1] = "a"
display(v)
println(v)
w = Vector{Any}(undef, 3)
w[2] = 1.5
display(w)
m = Matrix{Any}(undef, 2, 2)
m[1, 1] = 1
display(m)
println(m)
