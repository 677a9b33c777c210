# A loop body calling functions that return early: from inside the callee's own loop (a while
# nested in the caller's while) and from an if/elseif chain; inlined, the returns stay local.
function firstabove(x, t)
    for i in 1:length(x)
        if x[i] > t
            return i
        end
    end
    0
end
function sum_positions(x, ts)
    c = 0
    for j in 1:length(ts)
        c += firstabove(x, ts[j])
    end
    c
end
println(sum_positions([1.0, 5.0, 3.0, 9.0], [0.0, 2.0, 4.0, 6.0, 10.0]))
function clamp_loop(x)
    for i in 1:length(x)
        x[i] = clamp1(x[i])
    end
    x
end
function clamp1(v)
    if v > 1
        return 1.0
    elseif v < -1
        return -1.0
    end
    v
end
println(clamp_loop([2.0, -3.0, 0.5]))
