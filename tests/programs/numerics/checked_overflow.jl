# Base.checked_add and friends raise an OverflowError where + would wrap (checked.jl).
println(typemax(Int) + 1, " ", Base.checked_add(1, 2), " ", Base.checked_mul(UInt8(15), UInt8(17)))
println(Base.checked_sub(typemin(Int32), Int32(1)))
