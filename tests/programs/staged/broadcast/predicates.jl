# Predicates broadcast over arrays: isnan, isinf, isfinite, iszero, signbit, isinteger, iseven;
# counting them with sum and any.
preds(x) = (isnan.(x), isinf.(x), isfinite.(x), iszero.(x), signbit.(x), isinteger.(x))
println(preds([1.0, NaN, -Inf, 0.0, -0.0, 2.5]))
stats(x) = (sum(isnan.(x)), sum(isfinite.(x)), count(isinf, x))
println(stats([1.0, NaN, -Inf, Inf, 0.5]))
cleaned(x) = sum(ifelse.(isfinite.(x), x, 0.0))
println(cleaned([1.0, NaN, -Inf, 2.5]))
evens(n) = (iseven.(n), isodd.(n), sum(iseven.(n)))
println(evens([-2, 3, 0, 7, 10]))
