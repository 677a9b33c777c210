# Function bodies are hard scopes: assigning a name that is also a global makes a new local.
x = 1
function shadow()
    x = 100
    return x + 1
end
println(shadow())
println(x)

# Inside a function, loops are soft scopes over the function's locals: they update them.
function accumulate_to(n)
    acc = 0
    for i in 1:n
        acc += i
    end
    k = 0
    while k < n
        k += 1
    end
    return (acc, k)
end
println(accumulate_to(4))

# A variable first assigned inside the loop body is local to the loop.
function loop_local()
    s = 0
    for i in 1:3
        t = i * i
        s += t
    end
    return s
end
println(loop_local())

# Reading a global from a function without assigning it sees the global.
limit = 7
under_limit(v) = v < limit
println(under_limit(3), " ", under_limit(9))
