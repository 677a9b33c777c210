# Same-size unsigned to signed conversion fails above typemax: boot.jl check_sign_bit says
# convert, and the value shows in hex as an unsigned integer does.
println(Int64(typemax(UInt64) >> 1), " ", Int8(0x7f))
x = typemax(UInt64)
println(Int64(x))
