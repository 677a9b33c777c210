# setindex! at index 0: Julia is 1-based, so position 0 is out of bounds.
v = zeros(Int, 4)
v[4] = 1
println(v)
v[0] = 2
