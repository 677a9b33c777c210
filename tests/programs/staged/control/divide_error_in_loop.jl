# An integer division by zero inside a staged loop raises DivideError at its location after the
# compiled run (the error flag), as the host raises it: the first call is fine, the second fails.
function quotients(x)
    s = 0
    for i in 1:length(x)
        s += 10 ÷ x[i]
    end
    s
end
println(quotients([1, 2, 3]))
println(quotients([1, 0, 3]))
