# `?:`, `ifelse`, `&&` and `if` whose two paths give values of different kinds (an array or
# `nothing`, a matrix or a vector, a Bool or an array) under a condition made only from a number
# argument: the number is compiled in (decision 5), so each call gives what Julia gives.
function pick(a, which)
    r = which == 1 ? a : nothing
    return r
end
println(pick([1.0, 2.0], 1))
println(pick([1.0, 2.0], 2))
g(W, x, which) = which == 1 ? W : x
println(g([1.0 2.0; 3.0 4.0], [5.0, 6.0], 1))
println(g([1.0 2.0; 3.0 4.0], [5.0, 6.0], 2))
h(W, x, k) = ifelse(k > 1, W, x)
println(h([1.0 2.0; 3.0 4.0], [5.0, 6.0], 2))
println(h([1.0 2.0; 3.0 4.0], [5.0, 6.0], 0))
both(a, k) = k > 0 && a .+ 1
println(both([1.0, 2.0], 1), " ", both([1.0, 2.0], 0))
either(a, k) = k > 0 || a .+ 1
println(either([1.0, 2.0], 1), " ", either([1.0, 2.0], 0))
function branchy(a, which)
    if which == 1
        r = a .* 2
    else
        r = nothing
    end
    r
end
println(branchy([1.0, 2.0], 1), " ", branchy([1.0, 2.0], 3))
