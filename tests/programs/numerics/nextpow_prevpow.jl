# nextpow/prevpow (intfuncs.jl): the a == 2 integer fast path keeps x's type, others a's type.
println(nextpow(2, 5), " ", prevpow(2, 5), " ", nextpow(2, 8), " ", prevpow(2, 8), " ", nextpow(2, 1))
println(nextpow(10, 999), " ", prevpow(10, 999), " ", nextpow(10, 1000), " ", prevpow(10, 1000))
println(nextpow(3, 10.5), " ", prevpow(3, 80), " ", nextpow(2.0, 5), " ", nextpow(2, UInt8(5)), " ", typeof(nextpow(2, UInt8(5))))
println(nextpow(2, 2^40 + 1) == 2^41, " ", prevpow(2, typemax(Int)) == 2^62, " ", nextpow(1.5, 2.0))
