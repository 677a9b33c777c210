# Growing and shrinking vectors at either end; pushed values convert to the element type.
v = [1, 2, 3]
push!(v, 4)
push!(v, 5, 6)
println(v, " ", length(v))
println(pop!(v), " ", v)
pushfirst!(v, 0)
println(v, " ", popfirst!(v), " ", v)
append!(v, [10, 20])
append!(v, 30:31)
append!(v, (40, 41))
println(v)
f = Float64[]
push!(f, 1)          # Int converts to Float64
append!(f, [2, 3])
println(f, " ", typeof(f))
s = String[]
push!(s, "a")
pushfirst!(s, "z")
println(s, " ", length(s))
a = Any[]
push!(a, 1, "two", 3.0)
println(a, " ", typeof(a))
w = push!([1.5], 2)
println(w, " ", append!(Int[], 1:3) == [1, 2, 3])
