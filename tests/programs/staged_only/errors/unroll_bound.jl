# A loop whose variable is used as a tuple index must unroll (decision 6); past the bound of 10000
# iterations that is a located error.
function pick(t, x, n)
    s = 0.0
    for k in 1:n
        s += t[1 + k % 2] * x[1]
    end
    s
end
println(pick((1.0, 2.0), [1.0], 4))
println(pick((1.0, 2.0), [1.0], 20000))
