# @assert passes silently when the condition holds; @time and @elapsed time an expression.
@assert 1 + 1 == 2
@assert true "never shown"
function checked_sqrt_int(n)
    r = 0
    while (r + 1) * (r + 1) <= n
        r += 1
    end
    @assert r * r <= n < (r + 1) * (r + 1) "integer square root of $n"
    return r
end
println(checked_sqrt_int(50), " ", checked_sqrt_int(64))

# @elapsed returns seconds as a Float64; @time prints a line and returns the value.
t = @elapsed let s = 0
    for i in 1:1000
        s += i
    end
    s
end
println(t isa Float64, " ", t >= 0)
value = @time sum(1:100)
println(value)
