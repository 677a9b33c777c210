# div/÷ and rem/% truncate toward zero; fld rounds down, cld up; mod takes the divisor's sign
# (base/int.jl, base/div.jl).
for (a, b) in ((7, 2), (-7, 2), (7, -2), (-7, -2), (6, 3), (-6, 3))
    println(a, " ", b, ": ", a ÷ b, " ", div(a, b), " ", fld(a, b), " ", cld(a, b), " ",
            a % b, " ", rem(a, b), " ", mod(a, b))
end
println(divrem(-7, 2), " ", fldmod(-7, 2), " ", divrem(7, -2), " ", fldmod(7, -2))
println(mod(-1, 3), " ", mod(5, -3), " ", rem(-1, 3), " ", mod(0, -3))
println(mod1(6, 3), " ", mod1(-1, 3), " ", mod1(7, 3), " ", fld1(6, 3), " ", fldmod1(7, 3))
println(mod(Int8(-7), Int8(3)), " ", typeof(mod(Int8(-7), Int8(3))), " ", mod(-7, Int8(3)), " ", typeof(mod(-7, Int8(3))))
println(mod(UInt8(7), UInt8(3)), " ", div(UInt8(250), UInt8(7)), " ", typeof(div(7, Int32(2))))
println(div(typemin(Int), 2), " ", mod(typemin(Int), 3), " ", rem(typemin(Int), -1))
