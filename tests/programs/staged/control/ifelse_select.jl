# `ifelse` evaluates both arguments and selects (stablehlo.select, no stablehlo.if), scalar and
# broadcast; used inside a loop to clamp and count.
function relu_sum(x)
    s = 0.0
    for i in 1:length(x)
        s += ifelse(x[i] > 0, x[i], 0.0)
    end
    s
end
println(relu_sum([1.0, -2.0, 3.5, -0.25]))

function leaky(x, a)
    ifelse.(x .> 0, x, a .* x)
end
println(leaky([2.0, -4.0, 0.0, -1.0], 0.25))

# Ints: the number of elements above the mean, and a clamp into [lo, hi].
function above_mean(v)
    m = sum(v) / length(v)
    n = 0
    for i in 1:length(v)
        n += ifelse(v[i] > m, 1, 0)
    end
    n
end
println(above_mean([1, 5, 2, 8, 4]))

function clamp_all!(x, lo, hi)
    for i in 1:length(x)
        x[i] = ifelse(x[i] < lo, lo, ifelse(x[i] > hi, hi, x[i]))
    end
    x
end
println(clamp_all!([-3.0, 0.5, 9.0, 1.0], 0.0, 2.0))
