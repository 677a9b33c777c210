# `local` declares a new variable in the current scope even when an outer one has the name.
function with_local()
    x = 1
    for i in 1:2
        local x = i * 100
    end
    return x
end
println(with_local())

function local_in_block()
    local y
    y = 3
    begin
        y = y + 1   # begin is not a scope
    end
    return y
end
println(local_in_block())

# At top level, `local` inside a loop does not touch the global.
g = "global"
for i in 1:1
    local g = "loop"
    println(g)
end
println(g)

# `local` with several names, then assignment.
function multi()
    local a, b
    a = 2
    b = 3
    a * b
end
println(multi())

# A let-bound local shadows a function's local only inside the let.
function shadowing()
    t = 1
    let t = 2
        t += 10
        println(t)
    end
    return t
end
println(shadowing())
