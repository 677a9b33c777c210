# Default arguments may refer to earlier arguments and are evaluated at each call.
line(x, slope = 2, intercept = slope * 10) = slope * x + intercept
println(line(1))
println(line(1, 3))
println(line(1, 3, 0))

function fresh_vector(x, v = Vector{Int}())
    push!(v, x)
    return v
end
println(fresh_vector(1))
println(fresh_vector(2))
shared = [0]
fresh_vector(5, shared)
println(shared)

# Defaults with types: f(a::Int, b::Int = a) dispatches on the given arguments.
pad(s::String, n::Int = length(s) + 2) = lpad(s, n)
println("[", pad("ab"), "]")
println("[", pad("ab", 5), "]")

# A default can call another function and read a global.
base_value = 100
offset_from_base(x, b = base_value + 1) = x + b
println(offset_from_base(1))
