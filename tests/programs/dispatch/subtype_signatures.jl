# The most specific method applicable to the argument types is chosen.
kind(x) = "anything"
kind(x::Number) = "number"
kind(x::Real) = "real"
kind(x::Integer) = "integer"
kind(x::Int) = "Int"
kind(x::AbstractFloat) = "float"
kind(x::AbstractString) = "string"
for v in (1, Int8(1), 1.5, 1.5f0, true, "s", :s, 'c')
    println(typeof(v), " => ", kind(v))
end
# Definition order does not matter: specific first, generic later.
order(x::Int) = "specific"
order(x) = "generic"
println(order(1), " ", order(1.0))
# Two arguments: each position contributes to specificity.
pair(a, b) = "any any"
pair(a::Int, b) = "Int any"
pair(a::Int, b::Int) = "Int Int"
pair(a::Number, b::String) = "Number String"
println(pair(1, 2), " | ", pair(1, 2.0), " | ", pair(2.0, "x"), " | ", pair("a", "b"))
