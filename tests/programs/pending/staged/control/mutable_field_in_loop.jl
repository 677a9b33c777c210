# Fields of a mutable struct assigned in a staged loop and in a staged if are carried and written
# back (pending: the IR does not verify, and the loop+if case crashes; see
# /work/notes/staging-bugs.md, "mutable struct fields assigned inside a staged loop or if").
mutable struct Counter
    n::Int
    total::Float64
end
function tally!(c, x)
    for i in 1:length(x)
        if x[i] > 0
            c.n += 1
            c.total += x[i]
        end
    end
    c
end
c = Counter(0, 0.0)
tally!(c, [1.0, -2.0, 3.0])
println(c.n, " ", c.total)

function sumall!(c, x)
    for i in 1:length(x)
        c.total += x[i]
    end
    nothing
end
sumall!(c, [0.5, 0.25])
println(c.n, " ", c.total)
