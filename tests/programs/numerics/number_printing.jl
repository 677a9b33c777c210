# print and show of numbers (base/show.jl, ryu): shortest round-trip floats, Float32 as 1.5f0
# when shown, unsigned integers in hex when shown, decimal when printed.
x = 0x1f
@show x UInt16(255) Int8(-3) 1.5f0
println(repr(UInt8(10)), " ", repr(1.0f0), " ", repr(Int32(5)), " ", repr(-0.0), " ", repr(1e-5), " ", repr(1e16))
println(repr(123456789.0), " ", repr(0.1 + 0.2), " ", repr(1/3), " ", repr(Float32(1/3)), " ", repr(NaN32), " ", repr(-Inf32))
println(1e15, " ", 1e16, " ", 0.0001, " ", 0.00001, " ", 123456.789, " ", -1.0e-10, " ", 2.0^70, " ", 100.0)
println(Float32(1e10), " ", Float32(1e-5), " ", 3.0f-7, " ", 1.0f6, " ", 12345.0f0, " ", floatmax(Float32) / 2)
println([1, 2, 3], " ", Float32[1.5, 2], " ", UInt8[1, 2], " ", [1, 2.5], " ", Int8[1, -1], " ", [true, false])
println((1, 2.5f0, 0x01), " ", string(2.5f0), " ", string(0x0a), " ", "$(1.0e-20) $(Int16(7))")
print(1.0, " ", 2, "\n")
show(UInt64(1)); println()
show(Float16(1.5)); println()
