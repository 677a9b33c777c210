# Julia's promotion rules for mixed arithmetic (base/promotion.jl, base/float.jl, base/int.jl).
a = Float32(1.5) * 2.0          # Float32 with Float64 is Float64
println(a, " ", typeof(a))
b = Float32(1.5) * 2            # a float with an integer keeps the float's type
println(b, " ", typeof(b))
println(7 / 2, " ", typeof(7 / 2))      # / of integers is always a Float64
println(6 / 3, " ", typeof(Int32(6) / Int32(3)))
println(typeof(Int32(1) + Int64(2)))    # the wider integer wins
println(typeof(Int8(1) * Int16(2)))
println(typeof(UInt8(1) + 1))           # Int literals are Int64
println(typeof(UInt32(1) + Int32(1)))   # same width: the unsigned type
println(UInt32(1) - Int32(2))           # and it wraps around
println(typeof(UInt64(1) + Int32(1)))
println(typeof(Float16(1) + Float32(1)), " ", typeof(Float16(1) + 1))
println(typeof(UInt8(200) + UInt8(100)), " ", UInt8(200) + UInt8(100))
println(promote(1, 2.5), " ", promote(Int8(1), UInt16(2)), " ", typeof(promote(1, 2.5f0)))
println(promote_type(Int32, Float32), " ", promote_type(UInt8, Int8), " ", promote_type(Bool, Int16))
println(1 == 1.0, " ", Int8(3) == 3.0f0, " ", 0.1 + 0.2 == 0.3, " ", 0.1f0 + 0.2f0 == 0.3f0)
