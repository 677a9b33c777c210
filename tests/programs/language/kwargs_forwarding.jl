# Keyword arguments: defaults that use earlier arguments, a kw... splat that collects the rest,
# and forwarding with `; kw...` (later keywords override earlier ones).
function plot_line(x, y; color = "black", width = 1, label = "$(x)-$(y)")
    "$label: $color/$width"
end
println(plot_line(1, 2))
println(plot_line(1, 2; width = 3))
println(plot_line(1, 2; label = "L", color = "red"))

# A wrapper forwards whatever keywords it gets.
wrapper(x, y; kw...) = plot_line(x, y; kw...)
println(wrapper(3, 4; color = "blue"))

# Keywords from a NamedTuple or a variable of the same name.
opts = (color = "gray", width = 4)
println(plot_line(7, 8; opts...))
color = "white"
println(plot_line(7, 8; color))

# kw... holds the names and values in call order; keys/values/haskey work on it.
inspect(; kw...) = (collect(keys(kw)), collect(values(kw)), haskey(kw, :b))
println(inspect(b = 2, a = 1))
