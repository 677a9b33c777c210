# A negative value has no unsigned conversion; same-size conversions say convert (boot.jl).
println(UInt(5), " ", UInt8(0))
println(UInt(-1))
