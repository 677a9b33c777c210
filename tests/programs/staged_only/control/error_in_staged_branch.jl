# `error` in a branch taken only at run time: the first call never takes it and prints 2; the
# second raises at the error call after the compiled run (the error flag, decision 11).
function countdown!(x)
    i = 0
    while x[1] > 0
        i += 1
        if i > 3
            error("too many")
        end
        x[1] -= 1
    end
    i
end
println(countdown!([2.0]))
println(countdown!([10.0]))
