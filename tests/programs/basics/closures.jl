# Closures capture variables; a captured variable that is reassigned is shared (boxed).
function counter()
    n = 0
    return () -> (n += 1)
end
c = counter()
c()
c()
println(c())
d = counter()
println(d(), " ", c())

# Each loop iteration has a fresh binding.
fs = []
for i in 1:3
    push!(fs, () -> i * 10)
end
println([f() for f in fs])

# A closure sees later assignments to a captured variable.
function later()
    f = () -> y
    y = 5
    return f()
end
println(later())

adder(k) = x -> x + k
add2 = adder(2)
println(add2(40), " ", map(adder(1), [1, 2, 3]))
