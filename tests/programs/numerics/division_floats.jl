# Division functions on floats keep the float type; mod follows the divisor's sign, rem the
# dividend's (base/float.jl, base/div.jl).
println(7.5 ÷ 2, " ", div(-7.5, 2), " ", fld(-7.5, 2), " ", cld(-7.5, 2), " ", cld(7.5, 2))
println(rem(7.5, 2), " ", rem(-7.5, 2), " ", -7.5 % 2, " ", mod(-7.5, 2), " ", mod(7.5, -2))
println(mod(-0.0, 1.0), " ", mod(0.0, -1.0), " ", rem(-0.0, 1.0))
println(mod(5.0, Inf), " ", mod(-5.0, Inf), " ", rem(5.0, Inf), " ", isnan(mod(Inf, 2.0)))
println(divrem(7.5, 2.0), " ", fldmod(-7.5, 2.0))
println(typeof(div(7.5f0, 2f0)), " ", div(7.5f0, 2f0), " ", mod(-1.5f0, 1f0), " ", typeof(mod(3, 2.0f0)))
println(fld(6.0, 0.1), " ", 6.0 / 0.1)     # fld is exact: 0.1 is slightly above 1/10
println(mod(10, 3.0), " ", rem(10.0, 3), " ", mod1(6.0, 3), " ", mod1(-0.5, 3))
println(isnan(rem(1.0, 0.0)), " ", isnan(mod(1.0, 0.0)), " ", 1.0 / 0.0, " ", -1.0 / 0.0, " ", isnan(0.0 / 0.0))
