# A value out of range of the target integer type is an InexactError (boot.jl).
println(UInt8(255), " ", Int8(-128))
n = 300
println(UInt8(n))
