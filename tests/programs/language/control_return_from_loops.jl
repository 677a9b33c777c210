# return inside loops leaves the function at once.
function first_index(v, target)
    for (i, x) in enumerate(v)
        if x == target
            return i
        end
    end
    return 0
end
println(first_index([4, 8, 15, 16], 15), " ", first_index([1], 9))

function first_square_above(n)
    k = 1
    while true
        k * k > n && return k
        k += 1
    end
end
println(first_square_above(50))

function find_pair(total)
    for a in 1:total, b in a:total
        a * a + b * b == total && return (a, b)
    end
    return nothing
end
println(find_pair(25), " ", find_pair(3))

# `return` with no value gives nothing.
function maybe(flag)
    flag || return
    return "yes"
end
println(maybe(true), " ", maybe(false))
