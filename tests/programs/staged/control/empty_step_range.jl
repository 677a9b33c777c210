# An empty StepRange with a step of 2 or -2 (2:2:1, 1:-2:2) runs zero times in a staged loop too.
function fill_even!(x, y)
    for i in 2:2:length(y)
        x[i] = y[i]
    end
    for i in 1:-2:length(y)
        x[i] = -1.0
    end
    x
end
println(fill_even!([1.0, 2.0], [9.0]))
println(fill_even!([1.0, 2.0, 3.0], [7.0, 8.0]))
