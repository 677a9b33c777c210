# An array written and then rebound in a staged branch, inside a loop: the variable is carried
# whichever object it names.
function write_then_rebind(x)
    y = copy(x)
    for i in 1:2
        y[1] = 5.0
        if x[1] > 0
            y = y .+ x
        end
    end
    y
end
println(write_then_rebind([1.0, 2.0]), " ", write_then_rebind([-1.0, 2.0]))
