# gcd/lcm/factorial/binomial and friends (base/intfuncs.jl, base/combinatorics.jl).
println(gcd(12, 18), " ", gcd(-12, 18), " ", gcd(0, 5), " ", gcd(0, 0), " ", gcd(12, 18, 8), " ", gcd([12, 18, 24]))
println(lcm(4, 6), " ", lcm(-4, 6), " ", lcm(0, 5), " ", lcm(2, 3, 4), " ", lcm([2, 3, 5]), " ", typeof(gcd(Int8(4), 6)))
println(factorial(0), " ", factorial(5), " ", factorial(20), " ", typeof(factorial(Int32(5))))
println(binomial(5, 2), " ", binomial(10, 0), " ", binomial(10, 10), " ", binomial(4, 5), " ", binomial(-5, 2), " ", binomial(50, 25))
println(isqrt(17), " ", isqrt(16), " ", isqrt(10^18), " ", powermod(2, 10, 1000), " ", powermod(3, -1, 7), " ", invmod(3, 7))
println(ispow2(8), " ", ispow2(12), " ", ispow2(0.25), " ", count_ones(255), " ", trailing_zeros(40), " ", leading_zeros(Int32(1)))
println(iseven(-4), " ", isodd(typemax(Int)), " ", divrem(17, 5), " ", 17 ÷ 5 * 5 + 17 % 5)
