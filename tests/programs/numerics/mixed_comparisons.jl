# Comparisons between integers and floats are exact (base/float.jl), never through rounding.
println(2^53 + 1 == 2.0^53, " ", 2^53 == 2.0^53, " ", 2^53 + 1 > 2.0^53, " ", Float64(2^53 + 1) == 2.0^53)
println(typemax(Int) == 2.0^63, " ", typemax(Int) < 2.0^63, " ", Float64(typemax(Int)) == 2.0^63)
println(-1 < typemax(UInt), " ", -1 == typemax(UInt), " ", UInt8(255) == -1, " ", 0x01 == 1.0, " ", -1 < 0x00)
println(1 == 1.0f0, " ", 16777217 == Float32(16777217), " ", 0.1 == 0.1f0, " ", 0.5 == 0.5f0, " ", 3 == 3.0 == 3.0f0)
println(isequal(1, 1.0), " ", 1 === 1.0, " ", isless(1, 1.5), " ", isless(2, 1.5), " ", cmp(1, 1.0))
println(max(typemax(Int), 2.0^63), " ", 1 < 2 < 3, " ", 3 > 2 >= 2 != 1, " ", 1 < NaN, " ", 1 >= NaN)
println(sort([3, 1.5, 2, -0.5]), " ", minimum((4, 2.5, 3)))
