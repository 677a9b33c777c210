# Signed integers show in decimal; unsigned ones show as hex with two digits per byte and print
# in decimal; Bool shows true/false (1/0 inside a Bool array).
show(Int8(-5)); print(" "); show(Int16(300)); print(" "); show(Int32(7)); print(" "); show(42); println()
show(UInt8(12)); print(" "); show(UInt8(255)); print(" "); show(UInt16(12)); print(" "); show(UInt32(1)); println()
show(UInt64(1)); print(" "); show(0x1234); print(" "); show(typemax(UInt64)); println()
println(UInt8(12), " ", 0xff, " ", typemax(UInt64), " ", UInt16(65535))
println(typemax(Int64), " ", typemin(Int64), " ", typemax(Int32), " ", typemin(Int8))
println(typeof(0x0c), " ", typeof(0x123), " ", typeof(Int8(1)), " ", typeof(1))
println(0x0c + 0x01, " ", repr(0x0c + 0x01), " ", 0x0c + 1, " ", typeof(0x0c + 1))
println(Int8[1, -2], " ", UInt8[1, 255], " ", [true, false], " ", (0x01, 2, true))
println(repr(true), " ", string(false), " ", true + true, " ", Any[true, 1])
# Wrap-around keeps the type.
println(typemax(Int8) + Int8(1), " ", repr(0xff + 0x01), " ", typemax(Int64) + 1)
