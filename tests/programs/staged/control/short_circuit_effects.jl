# `a && b` / `a || b` with a staged `a` evaluate `b` only when Julia would: a guarded index past
# the end is never read, an assignment on the right runs only on its path, and a non-Bool right
# side is the value: the right side is staged under a stablehlo.if. Expected by hand.
function guarded(x, j)
    ok = j <= length(x) && x[j] > 0
    ok
end
println(guarded([1.0, 2.0, 3.0], 2), " ", guarded([1.0, 2.0, 3.0], 4))

function set_if!(x)
    x[1] > 0 && (x[2] = 100.0)
    x[1] < 0 || (x[3] = -5.0)
    nothing
end
a = [1.0, 2.0, 3.0]; set_if!(a); println(a)
b = [-1.0, 2.0, 3.0]; set_if!(b); println(b)
