# Keyword arguments in a dot call apply to every element: round.(x, digits=1) is
# broadcast(x -> round(x; digits=1), x) in Julia's lowering.
x = [1.234, 5.678, -2.25]
println(round.(x, digits=1), " ", round.(x; sigdigits=2), " ", trunc.(Int, x))
