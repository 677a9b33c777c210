# Default positional arguments define one method per arity; defaults may use earlier arguments
# and are evaluated on each call.
function window(data, start = 1, stop = length(data))
    data[start:stop]
end
v = [10, 20, 30, 40]
println(window(v), " ", window(v, 3), " ", window(v, 2, 3))
println(hasmethod(window, Tuple{Vector{Int}}), " ", hasmethod(window, Tuple{Vector{Int}, Int, Int}), " ", hasmethod(window, Tuple{Vector{Int}, Int, Int, Int}))

# A typed argument with a default; the default must itself match or convert.
scale(x, factor::Float64 = 2.0) = x * factor
println(scale(3), " ", scale(3, 0.5))

# Defaults are fresh on every call (a new vector each time).
function append_one(acc = Int[])
    push!(acc, 1)
    acc
end
println(append_one(), " ", append_one(), " ", append_one([0]))

# Positional defaults combined with keywords.
function fmt(x, digits = 2; prefix = "", suffix = "")
    string(prefix, round(x; digits), suffix)
end
println(fmt(3.14159), " ", fmt(3.14159, 3), " ", fmt(2.5; prefix = "\$"), " ", fmt(1.23456, 1; suffix = "!"))

# A default computed from a global at call time.
base_unit = 10
units(n, unit = base_unit) = n * unit
println(units(2))
base_unit = 100
println(units(2), " ", units(2, 1))
