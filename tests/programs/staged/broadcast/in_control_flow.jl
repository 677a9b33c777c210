# Broadcasts inside staged loops and branches: the arrays are carried through the loop and merged
# at the end of the branch.
function smooth(x)
    y = copy(x)
    for k in 1:3
        y = 0.5 .* y .+ 0.25 .* (y .^ 2)
    end
    return y
end
println(smooth([0.0, 1.0, 2.0]))
function clip_if_large(x)
    if sum(abs.(x)) > 10
        x = x ./ 2
    else
        x = x .* 2
    end
    return x
end
println(clip_if_large([1.0, 2.0, 3.0]))
println(clip_if_large([4.0, -5.0, 6.0]))
function iterate_relu!(x, w)
    for k in 1:4
        x .= max.(w .* x .- 1.0, 0.0)
    end
    return nothing
end
x = [10.0, 20.0, 2.0]
iterate_relu!(x, [2.0, 0.5, 1.0])
println(x)
# A staged while whose condition is a reduction over a broadcast.
function halve_until_small(x)
    n = 0
    while maximum(abs.(x)) > 1
        x = x ./ 2
        n += 1
    end
    return n, x
end
println(halve_until_small([3.0, -7.0]))
