# `for (i, (x, y)) in enumerate(pairs)` in compiled code: the inner names are loop locals (they
# used to be refused as globals). 1*sum([1]*[2]) + 2*sum([3]*[4]) = 26 by hand.
function k(v)
    t = 0.0
    for (i, (x, y)) in enumerate(v)
        t += i * sum(x .* y)
    end
    return t
end
println(k([([1.0], [2.0]), ([3.0], [4.0])]))
