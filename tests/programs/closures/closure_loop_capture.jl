# Closures made in loops inside functions: loop variables are fresh, outer variables shared.
function make_fns()
    fs = Function[]
    shared = 0
    for i in 1:3
        shared += i
        push!(fs, () -> (i, shared))
    end
    return [f() for f in fs]
end
println(make_fns())

# A while loop in a function: a variable local to the body is fresh each iteration.
function while_fns()
    fs = Function[]
    k = 0
    while k < 3
        k += 1
        snapshot = k * 100
        push!(fs, () -> snapshot)
    end
    return [f() for f in fs]
end
println(while_fns())

# Closures mutating a loop-local variable keep their own copies.
function counters()
    cs = Function[]
    for i in 1:2
        count = i * 10
        push!(cs, () -> (count += 1))
    end
    return cs
end
c1, c2 = counters()
c1(); c1()
println(c1(), " ", c2())
