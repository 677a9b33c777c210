# Bisection until the bracket is narrower than a tolerance: a while carrying lo, hi and a count,
# with a staged if choosing the half. All midpoints are dyadic, so the values print exactly.
function bisect(c, tol)
    lo = 1.0
    hi = 2.0
    n = 0
    while hi - lo > tol
        mid = (lo + hi) / 2
        if mid * mid - c[1] > 0
            hi = mid
        else
            lo = mid
        end
        n += 1
    end
    lo, hi, n
end
println(bisect([2.0], 0.01))
println(bisect([3.0], 0.001))
println(bisect([1.0], 0.25))
