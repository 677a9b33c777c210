# Variables first defined inside both branches of a staged if are defined after it (scalars,
# arrays and tuples), and a variable assigned in one branch only keeps its old value otherwise.
function split_scale(x)
    if sum(x) > 0
        scale = 2.0
        y = x .* scale
        info = (1, scale)
    else
        scale = -1.0
        y = x .- 1
        info = (2, scale)
    end
    y, scale, info
end
println(split_scale([1.0, 2.0]))
println(split_scale([-1.0, 0.5]))

function maybe_clip(x, limit)
    m = maximum(x)
    clipped = false
    if m > limit
        x = x .* (limit / m)
        clipped = true
    end
    x, clipped
end
println(maybe_clip([1.0, 4.0, 2.0], 2.0))
println(maybe_clip([1.0, 1.5], 2.0))

# Arrays written in one branch only: the caller sees the write when that branch runs.
function mark!(flags, x)
    if x[1] > x[2]
        flags[1] = 1.0
    else
        flags[2] = 1.0
        flags[3] = x[2] - x[1]
    end
    nothing
end
f = zeros(3); mark!(f, [5.0, 1.0]); println(f)
f = zeros(3); mark!(f, [1.0, 3.5]); println(f)
