# An index past the end inside a staged loop (the counter runs one too far): BoundsError with the
# location after the compiled run; the compiled code cannot report the index value.
function shifted_sum(x)
    s = 0.0
    for i in 1:length(x)
        s += x[i+1] - x[i]
    end
    s
end
ok(x) = x[1] * 2
println(ok([1.5]))
println(shifted_sum([1.0, 2.0, 4.0]))
