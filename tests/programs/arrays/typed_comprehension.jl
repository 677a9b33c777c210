# Typed comprehensions T[expr for x in itr] convert each element to T.
println(Float64[x for x in 1:3], " ", Int[c - 'a' for c in "abc"], " ", String[string(i) for i in 1:2])
println(typeof(Float32[x / 2 for x in 1:2]), " ", Any[x for x in 1:2])
