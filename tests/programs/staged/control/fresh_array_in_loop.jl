# Arrays made by host code inside a staged function (zeros, zeros .+ 1) and then written inside a
# staged loop or branch: the writes are carried, on the paths taken only.
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

# Written in a branch inside a loop, then rebound by a broadcast each iteration.
function branch_then_rebind(x)
    y = zeros(2) .+ 1
    for i in 1:2
        if x[1] >= 5.0
            y[1] = 3.0
        end
        y = y .* 2
    end
    y
end
println(branch_then_rebind([1.0, 2.0]), " ", branch_then_rebind([6.0, 2.0]))
