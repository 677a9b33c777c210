# A staged loop that writes one past the end: the write is checked (nothing is written), and the
# BoundsError is raised after the run at the assignment.
function shift!(y, x)
    for i in 1:length(x)
        y[i + 1] = x[i]
    end
    return nothing
end
y = zeros(3)
shift!(y, [1.0, 2.0])
println(y)
shift!(y, [5.0, 6.0, 7.0])
