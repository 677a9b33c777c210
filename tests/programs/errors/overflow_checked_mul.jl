# Plain Int arithmetic wraps around; Base.checked_* raise OverflowError instead (checked.jl
# throw_overflowerr_binaryop: "x op y overflowed for type T").
big = typemax(Int)
println(big + 1)
println(Base.checked_add(40, 2), " ", Base.checked_mul(3, 4))
println(Base.checked_mul(big, 2))
