# Arrays created by staged code (zeros) and then written inside a staged loop or branch: the
# writes must be carried (pending: see /work/notes/staging-bugs.md, "writes ... are lost").
function ramp(x)
    out = zeros(length(x))
    for i in 1:length(x)
        out[i] = x[i] * (length(x) - i)
    end
    out
end
println(ramp([1.0, 2.0, 3.0]))

function firstpos(x)
    out = zeros(length(x))
    if x[1] > 0
        out[1] = 5.0
    end
    out
end
println(firstpos([1.0, 2.0]))
println(firstpos([-1.0, 2.0]))
