# Loops inside a staged function whose bodies touch only host values run on the host while
# staging (they fold to constants); only the loop over the array is a stablehlo.while.
function scaled_sum(x)
    k = 0
    for j in 1:10
        k += j
    end
    p = 1
    while p < 100
        p *= 3
    end
    s = 0.0
    for i in 1:length(x)
        s += x[i] * k + p
    end
    s, k, p
end
println(scaled_sum([1.0, 2.0]))

# A host loop building a tuple of weights, then a staged loop using them by position.
function weighted3(x)
    w = ()
    for j in 1:3
        w = (w..., j * j)
    end
    s = 0.0
    for i in 1:length(x)
        s += x[i] * (w[1] + w[2] + w[3])
    end
    s
end
println(weighted3([1.0, 0.5]))
