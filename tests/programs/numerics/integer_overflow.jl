# Integer arithmetic wraps around modulo 2^bits (no overflow checks), as in Julia.
println(typemax(Int) + 1 == typemin(Int))
println(typemax(Int) + 1)
println(typemin(Int) - 1)
println(typemax(Int) * 2)
println(typemax(Int32) + Int32(1), " ", typeof(typemax(Int32) + Int32(1)))
println(typemax(Int32) + 1)            # promoted to Int64 first: no wrap
println(Int8(127) + Int8(1), " ", Int8(-128) - Int8(1), " ", Int8(64) * Int8(2))
println(UInt8(255) + UInt8(1), " ", UInt8(0) - UInt8(1), " ", UInt8(16) * UInt8(16))
println(UInt64(0) - UInt64(1))
println(-typemin(Int), " ", abs(typemin(Int)), " ", abs(typemin(Int8)))
println(2^63, " ", 2^64, " ", 3^40)
function overflow_sum(n)
    s = typemax(Int) - 2
    for i in 1:n
        s += 1
    end
    return s
end
println(overflow_sum(5))
println(Base.checked_add(1, 2))
println(typemax(UInt16) + UInt16(1), " ", typemin(Int16) - Int16(1))
