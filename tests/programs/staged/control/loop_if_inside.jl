# A staged if inside a loop body: a stablehlo.if nested in the stablehlo.while, assigning carried
# scalars and writing arrays on one path.
function clamp_neg!(x)
    n = 0
    for i in 1:length(x)
        if x[i] < 0
            x[i] = 0.0
            n += 1
        end
    end
    n
end
v = [1.0, -2.0, 3.0, -0.5, -7.0]
println(clamp_neg!(v), " ", v)

# Running maximum and the index where it was reached.
function argmax_loop(x)
    best = x[1]
    at = 1
    for i in 2:length(x)
        if x[i] > best
            best = x[i]
            at = i
        end
    end
    best, at
end
println(argmax_loop([2.0, 9.0, 4.0, 9.0, 1.0]))
println(argmax_loop([5.0, 1.0]))

# Separate sums of positive and negative entries with if/else; then a ratio after the loop.
function posneg(x)
    p = 0.0
    q = 0.0
    for v in x
        if v >= 0
            p += v
        else
            q -= v
        end
    end
    p, q, p / (p + q)
end
println(posneg([1.0, -1.0, 2.0, -4.0]))
