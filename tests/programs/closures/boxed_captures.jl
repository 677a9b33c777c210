# A captured variable that is reassigned (by the closure or after it is made) is shared, not copied:
# Julia boxes it, so every closure and the enclosing scope see the latest value.
function make_counter()
    count = 0
    increment() = (count += 1)
    current() = count
    return increment, current
end
inc, cur = make_counter()
inc(); inc(); inc()
println(cur())
inc2, cur2 = make_counter()
inc2()
println(cur(), " ", cur2())

# Reassigning after the closure is created is visible through it.
function late_binding()
    x = 1
    get_x = () -> x
    x = 42
    return get_x()
end
println(late_binding())

# A closure that accumulates into a captured variable while a loop calls it.
function running_total(xs)
    total = 0
    add!(v) = (total += v)
    foreach(add!, xs)
    total
end
println(running_total(1:10))

# Loop variables are fresh per iteration: each closure keeps its own i.
fs = [() -> i * 10 for i in 1:3]
println([f() for f in fs])
gs = Function[]
for i in 1:3
    push!(gs, () -> i)
end
println([g() for g in gs])

# Two captured variables reassigned together on every call.
function make_fib()
    a, b = 0, 1
    return () -> begin
        r = a
        a, b = b, a + b
        r
    end
end
nextfib = make_fib()
println([nextfib() for _ in 1:8])
