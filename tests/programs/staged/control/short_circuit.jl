# `&&` and `||` with staged conditions on both sides (Bool results; no effects on the right).
function both_either(x)
    a = x[1] > 0 && x[2] > 0
    b = x[1] > 0 || x[2] > 0
    c = !(x[1] > 0) && x[2] > 0 || x[3] == 0
    a, b, c
end
println(both_either([1.0, 2.0, 1.0]))
println(both_either([1.0, -2.0, 0.0]))
println(both_either([-1.0, 2.0, 5.0]))
println(both_either([-1.0, -2.0, 5.0]))

# Conditions of an if and of a while built with && and ||.
function in_band(x, lo, hi)
    n = 0
    for i in 1:length(x)
        if x[i] >= lo && x[i] <= hi || x[i] == 0
            n += 1
        end
    end
    n
end
println(in_band([0.5, 1.0, 2.5, 0.0, 3.0, 1.5], 1.0, 2.0))

function first_big(x, t)
    i = 1
    while i < length(x) && x[i] < t
        i += 1
    end
    i
end
println(first_big([1.0, 5.0, 2.0, 7.0], 4.0), " ", first_big([1.0, 2.0], 4.0))

# A host Bool on the left stays a host decision; the staged right side is kept.
function gate(x, on)
    on && x[1] > 1.0
end
println(gate([2.0], true), " ", gate([2.0], false), " ", gate([0.5], true))
