# Bitwise operators and shifts on integers (base/int.jl, base/operators.jl).
println(5 & 3, " ", 5 | 3, " ", xor(5, 3), " ", 5 ⊻ 3, " ", ~0, " ", ~UInt8(0), " ", typeof(~Int8(1)))
println(1 << 3, " ", -8 >> 1, " ", -8 >>> 60, " ", 1 << 63, " ", 1 << 64, " ", UInt8(1) << 7, " ", 256 >> 100)
println(Int8(-128) >> 7, " ", Int8(-128) >>> 7, " ", 3 << -1, " ", UInt8(255) >> 4)
println(count_ones(255), " ", count_zeros(Int8(0)), " ", leading_zeros(1), " ", trailing_zeros(8), " ", leading_ones(-1), " ", trailing_ones(7))
println(bswap(0x1234), " ", bitrotate(UInt8(0x81), 1), " ", typeof(UInt8(1) & 0xff), " ", 0x0f | 0xf0)
println(true & false, " ", true | false, " ", true ⊻ true, " ", Int8(12) & Int16(10), " ", typeof(Int8(12) & Int16(10)))
