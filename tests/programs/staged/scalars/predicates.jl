# Number predicates on staged values: isnan, isinf, isfinite, iszero, isone, signbit, isinteger,
# iseven, isodd.
preds(v) = (isnan(v), isinf(v), isfinite(v), iszero(v), isone(v), signbit(v), isinteger(v))
f(x) = preds(x[1])
for v in (0.0, -0.0, 1.0, -2.5, 3.0, Inf, -Inf, NaN)
    println(v, " ", f([v]))
end
for n in (0, 1, -4, 7)
    println(n, " ", f([n]))
end
println(f(Float32[-1.0]))
parity(x) = (iseven(x[1]), isodd(x[1]), iseven(x[2]), isodd(x[2]))
println(parity([4, -3]))
println(parity([0, 11]))
println(parity([2.0, 3.0]))
println(parity([2.5, -7.0]))
