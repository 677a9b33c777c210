# Calls with keyword arguments inside a staged loop body (the default and a keyword from the loop
# counter); inlined into one stablehlo.while.
scale(v; by=2.0) = v * by
function kw_loop(x)
    s = 0.0
    for i in 1:length(x)
        s += scale(x[i]; by=i)
        s += scale(x[i])
    end
    s
end
println(kw_loop([1.0, 2.0]))
println(kw_loop([0.5, -1.0, 4.0]))
