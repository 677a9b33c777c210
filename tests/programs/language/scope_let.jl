# let introduces a hard scope; its bindings are evaluated left to right.
z = 10
let
    z = 20
    println(z)
end
println(z)

let a = 1, b = a + 1
    println(a + b)
end

# `let x = x` makes a new binding initialised from the outer one.
x = 5
let x = x * 2
    println(x)
end
println(x)

# let as an expression has the value of its last statement.
v = let p = 3, q = 4
    p * q
end
println(v)

# Nested lets shadow and restore.
let m = 1
    let m = m + 1
        println(m)
    end
    println(m)
end

# A let inside a function can capture a fresh copy for a closure.
function makers()
    fs = []
    n = 1
    for step in 1:3
        let n = n
            push!(fs, () -> n)
        end
        n += step
    end
    return [f() for f in fs]
end
println(makers())
