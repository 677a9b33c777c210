# Each iteration of a for loop has a fresh binding of the loop variable and of loop locals.
fs = []
for i in 1:3
    j = i * i
    push!(fs, () -> (i, j))
end
println([f() for f in fs])

# While loop bodies also make fresh locals per iteration.
gs = []
n = 0
while n < 3
    global n += 1
    m = n + 100
    push!(gs, () -> m)
end
println([g() for g in gs])

# Inside a function, a variable declared outside the loop is shared by all closures.
function shared_outer()
    hs = []
    k = 0
    for i in 1:3
        k = i
        push!(hs, () -> k)
    end
    return [h() for h in hs]
end
println(shared_outer())

# The loop variable itself is fresh even when the closure mutates it.
function mutate_loop_var()
    hs = []
    for i in 1:3
        push!(hs, () -> (i += 10; i))
    end
    return [h() for h in hs]
end
println(mutate_loop_var())
