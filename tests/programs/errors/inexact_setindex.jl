# Storing 2.5 into a Vector{Int} converts it and fails inside the function that stores it.
function fill_halves!(v)
    for i in eachindex(v)
        v[i] = i / 2
    end
    v
end
println(fill_halves!(zeros(Int, 0)))
println(fill_halves!(zeros(Int, 3)))
