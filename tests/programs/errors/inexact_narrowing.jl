# Narrowing an integer that does not fit: Julia's checked conversion reports trunc(Int8, 300).
println(Int8(100))
n = 300
println(Int8(n))
