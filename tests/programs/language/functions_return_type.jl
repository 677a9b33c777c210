# A declared return type converts the returned value.
as_float(x)::Float64 = x
println(as_float(3), " ", typeof(as_float(3)))
function halve(n::Int)::Int
    return n ÷ 2
end
println(halve(7))
function to_int8(x)::Int8
    x + 1
end
v = to_int8(5)
println(v, " ", typeof(v))

# Functions without an explicit value return nothing.
function side_effect()
    println("side effect")
end
println(side_effect() === nothing)
function early(x)
    x > 0 && return "positive"
    return
end
println(early(1), " ", early(-1))

# Multiple return values are a tuple.
divrem_pair(a, b) = (a ÷ b, a % b)
q, r = divrem_pair(17, 5)
println(q, " ", r, " ", divrem_pair(17, 5))
