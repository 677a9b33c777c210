# Inner functions see and can update the enclosing function's locals.
function outer()
    count = 0
    function add!(k)
        count += k
        return nothing
    end
    add!(2)
    add!(5)
    return count
end
println(outer())

# An inner function defined before the variable it reads is assigned.
function reads_later()
    get() = value
    value = 42
    return get()
end
println(reads_later())

# Inner function with the same name as a global function shadows it locally.
helper(x) = "global helper $x"
function uses_local_helper()
    helper(x) = "local helper $x"
    return helper(1)
end
println(uses_local_helper())
println(helper(2))

# Arguments are locals: reassigning one does not change the caller's variable.
function reassign(a)
    a = a * 2
    return a
end
q = 21
println(reassign(q), " ", q)
