function f(x)
    x < 0 && return -x
    if x == 0
        return
    end
    return x, 2x
end
g(x) = return x
h() = (return 1)
function k()
    return nothing
end
function m()
    return
end
