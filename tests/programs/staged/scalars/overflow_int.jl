# Int arithmetic wraps around as Julia's does (no overflow checks), and typemin(Int) ÷ -1 is a
# DivideError while rem(typemin(Int), -1) is 0.
wraps(n) = (n[1] + 1, n[2] - 1, n[1] * 2, -n[2], abs(n[2]), rem(n[2], -1), mod(n[2], -1))
println(wraps([typemax(Int), typemin(Int)]))
narrow(n) = (Int32(n[1]), UInt8(n[2]), Int8(n[1] - 1000))
println(narrow([1000, 255]))
overflowing(n) = div(n[1], n[2])
println(overflowing([typemin(Int), 2]))
println(overflowing([typemin(Int), -1]))
