# Conversions between number types (base/float.jl, base/int.jl, boot.jl): exact or an error,
# and `%`/unsafe forms that wrap.
println(Int(2.0), " ", Int8(-128.0), " ", UInt8(255), " ", Int16(Int8(-5)), " ", UInt64(5))
println(Float32(0.1), " ", Float64(Float32(0.1)), " ", Float64(1 == 1), " ", Float16(0.1))
println(convert(Int, 3.0), " ", convert(Float64, 2), " ", typeof(convert(Float32, 1)), " ", convert(Bool, 1))
println(float(3), " ", typeof(float(Int32(3))), " ", float(1.5f0), " ", typeof(float(UInt8(1))))
println(Int(true), " ", Bool(1), " ", Bool(0.0), " ", Float64(false), " ", Int('a'), " ", Char(98))
println(signed(UInt8(200)), " ", unsigned(Int8(-1)), " ", typeof(signed(UInt32(1))), " ", typeof(unsigned(1)))
println(300 % UInt8, " ", -1 % UInt8, " ", 200 % Int8, " ", typeof(300 % UInt8), " ", Int8(100) % Int8)
println(reinterpret(UInt64, 1.0), " ", reinterpret(Float32, 0x3f800000), " ", reinterpret(Int8, 0xff))
println(oftype(1.5, 2), " ", oftype(Int8(1), 3), " ", typeof(oftype(Int8(1), 3)))
println(Integer(3.0), " ", typeof(Integer(3.0)), " ", AbstractFloat(2), " ", typeof(AbstractFloat(Int32(2))))
println(Float64(2^53 + 1), " ", Float32(16777217), " ", Int(Float32(16777217)))
println(unsafe_trunc(Int, -2.2), " ", unsafe_trunc(Int, NaN), " ", unsafe_trunc(UInt8, 2.9f0), " ", typeof(unsafe_trunc(Int32, 1.5)))   # float.jl docstring
