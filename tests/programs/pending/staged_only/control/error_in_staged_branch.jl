# `error` in a branch taken only at run time: the first call never takes it and prints 2; the
# second raises at the error call after the compiled run (pending: the error is raised while
# staging, on every path; see /work/notes/staging-bugs.md, "`error(...)` ... inside a staged branch").
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
