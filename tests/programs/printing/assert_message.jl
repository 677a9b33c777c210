# A passing @assert is silent; a failing one raises AssertionError with its message
# (interpolated when it is a string expression).
function safe_div(a, b)
    @assert b != 0 "divisor must be nonzero, got $b"
    return a ÷ b
end
println(safe_div(7, 2))
@assert length([1, 2]) == 2
println(safe_div(1, 0))
println("not reached")
