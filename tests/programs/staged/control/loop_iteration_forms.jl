# Other ways to write an indexed loop, each one stablehlo.while: `axes(A, d)`,
# `firstindex(x):lastindex(x)`, the values of `reverse(x)`; and a loop inside a staged if branch
# (a stablehlo.while in a region of a stablehlo.if).
function first_column_sum(A)
    s = 0.0
    for i in axes(A, 1)
        s += A[i, 1]
    end
    s
end
println(first_column_sum([1.0 2.0; 3.0 4.0; 5.0 6.0]))

function binary_value(bits)
    s = 0.0
    for i in firstindex(bits):lastindex(bits)
        s = 2s + bits[i]
    end
    s
end
println(binary_value([1.0, 0.0, 1.0, 1.0]))

function reversed_binary(bits)
    s = 0.0
    for b in reverse(bits)
        s = 2s + b
    end
    s
end
println(reversed_binary([1.0, 0.0, 1.0, 1.0]))

function sum_if_positive(x)
    if x[1] > 0
        s = 0.0
        for i in 1:length(x)
            s += x[i]
        end
    else
        s = -1.0
    end
    s
end
println(sum_if_positive([1.0, 2.0]), " ", sum_if_positive([-1.0, 2.0]))
