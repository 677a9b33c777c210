# No method matches the argument types: the MethodError lists every method of the function with
# its location, as Julia's "Closest candidates are" does.
area(r::Int) = r * r
area(w::Int, h::Int) = w * h
area(s::String) = length(s)
println(area(3), " ", area(2, 5), " ", area("abcd"))
println(area(1.5))
