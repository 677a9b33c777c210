# Integer division functions with negative operands: truncated (div, rem, ÷, %), floored (fld, mod)
# and ceiling (cld), on staged Int and Float64.
function divs(v)
    x = v[1]; y = v[2]
    return (div(x, y), rem(x, y), x ÷ y, x % y, fld(x, y), mod(x, y), cld(x, y))
end
for (a, b) in ((7, 3), (-7, 3), (7, -3), (-7, -3), (6, 3), (-6, 3), (0, -5))
    println(a, " ", b, ": ", divs([a, b]))
end
for (a, b) in ((7.5, 2.0), (-7.5, 2.0), (7.5, -2.0), (-7.5, -2.0), (6.0, -3.0))
    println(a, " ", b, ": ", divs([a, b]))
end
# A mixed pair promotes: Int with Float64 gives Float64 results.
mixedpair(n, x) = (div(n[1], x[1]), mod(n[1], x[1]), fld(n[1], x[1]), rem(n[1], x[1]))
println(mixedpair([-7], [2.0]))
