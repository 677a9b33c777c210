# Keyword arguments: defaults, required keywords, defaults that use earlier arguments.
greet(name; greeting = "Hello", punct = "!") = "$greeting, $name$punct"
println(greet("Ada"))
println(greet("Ada"; punct = "."))
println(greet("Ada", greeting = "Hi"))

function box(; width, height = width, fill = '*')
    return (width * height, fill)
end
println(box(width = 2))
println(box(width = 1, height = 3, fill = '#'))

# Keyword defaults can read positional arguments and earlier keywords.
scaled(x; factor = 2, shift = factor * x) = x * factor + shift
println(scaled(3))
println(scaled(3; factor = 10))
println(scaled(3; shift = 0))

# `f(; x)` passes the variable x as keyword x; a NamedTuple splats into keywords.
width = 4
println(box(; width))
opts = (width = 1, fill = 'o')
println(box(; opts...))


# Positional and keyword arguments mixed in any order at the call.
mix(a, b; k = 0) = (a, b, k)
println(mix(1, k = 5, 2))
