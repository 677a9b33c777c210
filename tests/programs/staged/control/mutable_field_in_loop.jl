# Fields of a mutable struct assigned in a staged loop and in a staged if inside it are carried
# (an Int and a Float64 field) and written back to the caller's object. Expected by hand.
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
