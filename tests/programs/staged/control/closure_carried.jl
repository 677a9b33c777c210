# A closure that reassigns a captured variable inside a staged loop: the variable is loop-carried
# (decision 5).
function total(x)
    s = 0.0
    add!(v) = (s += v)
    for i in 1:length(x)
        add!(x[i])
    end
    s
end
println(total([1.0, 2.0, 4.0]))

function sumsq(x)
    acc = 0.0
    foreach(v -> (acc += v * v), x)
    acc
end
println(sumsq([1.0, 2.0]))

# A variable captured by a closure and reassigned in the loop: the closure sees the last value.
function last_scale(x)
    c = 1.0
    g = v -> v * c
    for i in 1:length(x)
        c = x[i]
    end
    g(2.0)
end
println(last_scale([3.0, 5.0]))
