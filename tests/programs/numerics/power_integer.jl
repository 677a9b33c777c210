# Integer ^ integer is computed in x's type by squaring and wraps around (base/intfuncs.jl).
println(2^10, " ", 2^0, " ", 0^0, " ", (-2)^3, " ", (-2)^4, " ", 10^18)
println(2^62, " ", 2^63, " ", 2^64, " ", 3^40)
println(Int8(2)^7, " ", typeof(Int8(2)^7), " ", UInt8(2)^8, " ", UInt8(3)^5)
println(typeof(2^UInt8(3)), " ", typeof(Int32(2)^5), " ", Int32(2)^31)
p = -3
println(1^p, " ", (-1)^p, " ", (-1)^(p - 1))      # only ±1 allow a negative integer power
println(true^5, " ", false^0, " ", 5^true, " ", 5^false)
n = 20
println(2^n - 1, " ", 7^n % 1000, " ", powermod(7, n, 1000))
