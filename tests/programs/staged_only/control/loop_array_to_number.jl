# A loop that turns an array into a number: the carried variable has no single type (an array
# before the loop, a Float64 after one iteration), so staging stops with a located error.
function collapse(x)
    y = x
    for i in 1:3
        y = sum(y) * i
    end
    y
end
# The same loop starting from a number compiles (the test runner needs one compiled call).
function collapse_ok(x)
    y = sum(x)
    for i in 1:3
        y = y * i
    end
    y
end
println(collapse_ok([1.0, 2.0]))
println(collapse([1.0, 2.0]))
