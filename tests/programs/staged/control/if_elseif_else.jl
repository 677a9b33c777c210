# if/elseif/else on staged conditions: nested stablehlo.if ops, each yielding the value of the
# `if` expression and the variables its branches assign.
function sign_class(x)
    s = sum(x)
    if s < 0
        r = -1.0
    elseif s == 0
        r = 0.0
    else
        r = 1.0
    end
    r
end
println(sign_class([1.0, -3.0]), " ", sign_class([1.0, -1.0]), " ", sign_class([2.0, 3.0]))

# A piecewise function as the value of the if expression.
function piecewise(x)
    t = x[1]
    y = if t < -1
        -1.0
    elseif t < 0
        t * t - 1
    elseif t < 2
        t / 2 - 1
    else
        sqrt(t) - 1
    end
    y
end
println(piecewise([-3.0]), " ", piecewise([-0.5]), " ", piecewise([1.0]), " ", piecewise([4.0]))

# Grades from a score array: a loop whose body is an elseif chain counting into an Int array.
function grades!(counts, scores)
    for i in 1:length(scores)
        if scores[i] >= 90
            counts[1] += 1
        elseif scores[i] >= 75
            counts[2] += 1
        else
            counts[3] += 1
        end
    end
    counts
end
println(grades!(zeros(Int, 3), [95.0, 80.0, 60.0, 90.0, 74.5, 75.0]))
