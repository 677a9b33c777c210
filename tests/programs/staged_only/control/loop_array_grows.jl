# An array that grows by vcat in a staged loop: its size changes every iteration, which compiled
# code (static shapes) cannot carry; a located error at the loop.
function doubling_list(x)
    y = x
    for i in 1:3
        y = vcat(y, y .* 2)
    end
    y
end
# vcat once, outside any loop, compiles (the test runner needs one compiled call).
once(x) = vcat(x, x .* 2)
println(once([1.0, 2.0]))
println(doubling_list([1.0, 2.0]))
