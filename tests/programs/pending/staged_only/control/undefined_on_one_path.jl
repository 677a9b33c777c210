# A variable assigned in one branch of a staged if and read after it: defined when that branch ran
# (2.0), an UndefVarError raised after the compiled run otherwise (pending: raised while staging,
# for both calls; see /work/notes/staging-bugs.md, "a variable assigned in one branch").
function f(x)
    if x[1] > 0
        y = 2.0
    end
    y
end
println(f([1.0]))
println(f([-1.0]))
