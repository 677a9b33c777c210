# `a && b` with a staged `a` is `false` on one path and `b` on the other: used as a value, an array
# `b` cannot join a Bool, a located error. As a statement (`c && println(...)`) it is fine.
function check(x)
    x[1] > 5 && println("large")
    ok = x[1] > 0 && x .* 2
    return ok
end
check([1.0, 2.0])
