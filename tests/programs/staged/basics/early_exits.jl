function firstneg(x)
    for i in 1:length(x)
        if x[i] < 0
            return i
        end
    end
    return 0
end
println(firstneg([1.0, 2.0, -3.0, 4.0, -1.0]))
println(firstneg([1.0, 2.0]))
function sumuntil(x, limit)
    s = 0.0
    for i in 1:length(x)
        if s + x[i] > limit
            break
        end
        s += x[i]
    end
    s
end
println(sumuntil([1.0, 2.0, 3.0, 4.0], 5.0))
function skipneg(x)
    s = 0.0
    for v in x
        if v < 0
            continue
        end
        s += v
    end
    s
end
println(skipneg([1.0, -2.0, 3.0]))
function clipped(x)
    if sum(x) > 3
        return x .* 0
    end
    y = x .+ 1
    y
end
println(clipped([1.0, 1.0]))
println(clipped([2.0, 2.0]))
