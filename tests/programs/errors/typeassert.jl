# x::T on a value of another type is a TypeError from typeassert.
x = 3
y = x::Int
println(y + 1)
z = 1.5
w = z::Int
