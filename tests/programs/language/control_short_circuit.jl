# && and || evaluate their right side only when needed.
calls = Vector{Int}()
function note(k, result)
    push!(calls, k)
    return result
end
println(note(1, false) && note(2, true))
println(note(3, true) || note(4, true))
println(note(5, true) && note(6, false))
println(note(7, false) || note(8, true))
println(calls)

# The last operand may be any value; it is the result.
println(true && 5)
println(false || "fallback")
x = 3
x > 0 && println("positive")
x < 0 || println("not negative")

# Used as guards in functions.
function safe_div(a, b)
    b == 0 && return nothing
    return a ÷ b
end
println(safe_div(7, 2), " ", safe_div(1, 0))

# ! and chains.
a, b = true, false
println(!a, " ", a && !b, " ", (a || b) && !(a && b))
