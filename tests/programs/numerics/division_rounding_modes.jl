# div and rem with a RoundingMode (base/div.jl): the quotient rounded as the mode says.
println(div(4, 3, RoundDown), " ", div(4, 3, RoundUp), " ", div(-7, 2, RoundToZero))
println(div(5, 2, RoundNearest), " ", div(5, 2, RoundNearestTiesAway), " ", div(-5, 2, RoundNearest))
println(div(-5, 2, RoundNearestTiesAway), " ", div(-5, 2, RoundNearestTiesUp), " ", div(7, 2, RoundNearest))
println(rem(-7, 2, RoundDown), " ", rem(7, 2, RoundUp), " ", rem(-7, 2, RoundToZero), " ", rem(7, 4, RoundNearest))
println(divrem(7, 3, RoundNearest), " ", divrem(-7, 2, RoundUp), " ", divrem(7, 2, RoundDown))
println(div(7.5, 2.0, RoundUp), " ", rem(7.5, 2.0, RoundDown), " ", rem(7.5, 2.0, RoundUp))
println(rem(7.5, 2.0, RoundNearest), " ", rem(5.0, 2.0, RoundNearest), " ", rem(-4.0, 2.0, RoundNearest), " ", div(7.5, 2.0, RoundNearest), " ", divrem(7.5, 2.0, RoundNearest), " ", rem(7, 2.0, RoundNearest), " ", rem(7.5f0, 2.0f0, RoundNearest))
