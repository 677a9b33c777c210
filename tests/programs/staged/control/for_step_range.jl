# StepRange loops `a:s:b`: odd positions, every third element, and a range whose last element
# is not b; each a stablehlo.while whose index is start + k*step.
function oddsum(x)
    s = 0.0
    for i in 1:2:length(x)
        s += x[i]
    end
    s
end
println(oddsum([1.0, 10.0, 2.0, 20.0, 3.0]))
println(oddsum([1.0, 10.0, 2.0, 20.0]))

function every3!(x)
    for i in 2:3:length(x)
        x[i] = 0.0
    end
    x
end
println(every3!([1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]))

# Pairs (x[i], x[i+1]) from odd i: a product sum over the pairs.
function pairdot(x)
    s = 0.0
    for i in 1:2:length(x)-1
        s += x[i] * x[i+1]
    end
    s
end
println(pairdot([1.0, 2.0, 3.0, 4.0, 5.0]))
