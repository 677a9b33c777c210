# Same-type integer arithmetic on random operands of every integer type (base/int.jl):
# generated with expected output by tests/oracles/numerics/int_arith.py (Python integers).
function ops(a::T, b::T, s) where {T<:Integer}
    r = (a + b, a - b, a * b, a ÷ b, a % b, mod(a, b), fld(a, b), cld(a, b), a & b, a | b, xor(a, b), a << s, a >> s)
    for x in r
        x isa T || println("type changed for ", T)
    end
    return join(r, " ")
end
println(ops(Int8(-56), Int8(-1), 3))
println(ops(Int8(-44), Int8(-94), 2))
println(ops(Int8(37), Int8(-109), 9))
println(ops(UInt8(49), UInt8(3), 9))
println(ops(UInt8(129), UInt8(202), 8))
println(ops(UInt8(186), UInt8(1), 4))
println(ops(Int16(-8941), Int16(-8), 19))
println(ops(Int16(11885), Int16(-5), 10))
println(ops(Int16(19296), Int16(-9092), 8))
println(ops(UInt16(52770), UInt16(54053), 17))
println(ops(UInt16(37321), UInt16(60873), 10))
println(ops(UInt16(15202), UInt16(9), 16))
println(ops(Int32(-1310672375), Int32(-1705894669), 28))
println(ops(Int32(-1096609832), Int32(-202637096), 16))
println(ops(Int32(-1704954259), Int32(-6), 1))
println(ops(UInt32(2820870191), UInt32(6), 30))
println(ops(UInt32(2087989637), UInt32(3826761105), 5))
println(ops(UInt32(1227063680), UInt32(2285086228), 28))
println(ops(Int64(-8529216680208279258), Int64(-2), 47))
println(ops(Int64(5628817499887956194), Int64(-6872026375344244406), 28))
println(ops(Int64(5381331663316469525), Int64(2), 18))
println(ops(UInt64(0x7f8c37c642548fe3), UInt64(0x0000000000000002), 42))
println(ops(UInt64(0x68aebf9647a6a218), UInt64(0x62d9db02908c7f98), 8))
println(ops(UInt64(0xe9890104039f4f68), UInt64(0x0000000000000008), 14))
