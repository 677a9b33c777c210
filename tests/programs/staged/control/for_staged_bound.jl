# Ranges whose bounds are staged: a number argument (a 0-d parameter, so one compile serves every
# n) and an outer loop's counter (triangular loops); each a stablehlo.while with a staged count.
function partial(x, n)
    s = 0
    for i in 1:n
        s += x[i]
    end
    s
end
println(partial([1.0, 2.0, 3.5], 2))
println(partial([1.0, 2.0, 3.5], 3))

function upper_sum(A)
    s = 0.0
    for j in 1:size(A, 2), i in 1:j
        s += A[i, j]
    end
    s
end
println(upper_sum([1.0 2.0 3.0; 4.0 5.0 6.0; 7.0 8.0 9.0]))

function doubling(x, k)
    y = x
    for i in 1:k
        y = y .* 2
    end
    y
end
println(doubling([1.0, -0.5], 3))
println(doubling([1.0, -0.5], 5))
