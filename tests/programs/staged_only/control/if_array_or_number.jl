# A staged if whose branches give a variable an array on one path and a number on the other.
function pick(x)
    if x[1] > 0
        y = x .* 2
    else
        y = 0.0
    end
    y
end
# An array on both paths compiles.
function pick_ok(x)
    if x[1] > 0
        y = x .* 2
    else
        y = zeros(length(x)) .+ 0.5
    end
    y
end
println(pick_ok([1.0, 2.0]), " ", pick_ok([-1.0, 2.0]))
println(pick([1.0, 2.0]))
