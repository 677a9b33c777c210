# Updating operators rebind the variable to the new value.
x = 10
x += 5
x -= 3
x *= 2
println(x)
x ÷= 5
println(x)
x %= 3
println(x)
x ^= 3
println(x)
y = 7.0
y /= 2
println(y)
s = "ab"
s *= "cd"
println(s)
b = 12
b &= 10
println(b)
b |= 1
println(b)
b ⊻= 15
println(b)
b <<= 2
println(b)
b >>= 1
println(b)

# Updating an array element and a mutable field.
v = [1, 2, 3]
v[2] += 10
v[end] *= 2
println(v)
mutable struct Counter
    n::Int
end
c = Counter(0)
c.n += 4
c.n -= 1
println(c.n)

# Broadcasting updates.
w = [1.0, 2.0]
w .+= 1
w .*= [2, 3]
println(w)
