# ifelse and `if` on staged conditions: ifelse evaluates both arguments and selects; an `if` with a
# staged condition becomes a staged branch. (Branches here give one type: staged code widens
# differing types to their promotion, where Julia would keep each branch's own, DESIGN 6.)
pick(x, n) = (ifelse(x[1] > 0, x[1], -x[1]), ifelse(n[1] > n[2], n[1], n[2]), ifelse(x[1] < 0, 0.5, x[2]))
println(pick([-1.5, 2.0], [3, 8]))
println(pick([4.0, 2.0], [9, 8]))
function relu_sign(x)
    if x[1] > 0
        s = 1
    elseif x[1] < 0
        s = -1
    else
        s = 0
    end
    return s, s * x[2]
end
println(relu_sign([2.0, 5.0]))
println(relu_sign([-2.0, 5.0]))
println(relu_sign([0.0, 5.0]))
# The ternary operator and short-circuit && / || with staged conditions.
tern(x) = (x[1] > x[2] ? x[1] - x[2] : x[2] - x[1], (x[1] > 0 && x[2] > 0), (x[1] > 0 || x[2] > 0))
println(tern([1.0, 4.0]))
println(tern([-3.0, -7.0]))
println(tern([5.0, -1.0]))
