# StepRanges with a staged bound (a number parameter): odd positions up to n, and counting down
# from n; n = 0 gives empty ranges.
function odd_upto(x, n)
    s = 0.0
    for i in 1:2:n
        s += x[i]
    end
    s
end
println(odd_upto([1.0, 2.0, 3.0, 4.0], 4), " ", odd_upto([1.0, 2.0, 3.0, 4.0], 3), " ", odd_upto([1.0, 2.0, 3.0, 4.0], 0))

function down(x, n)
    s = 0.0
    for i in n:-1:1
        s = 10s + x[i]
    end
    s
end
println(down([1.0, 2.0, 3.0], 3), " ", down([1.0, 2.0, 3.0], 0))
