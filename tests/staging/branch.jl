# `juxla compile --entry pick` prints one stablehlo.if.
function pick(x)
    if sum(x) > 0
        y = x .* 2
    else
        y = -x
    end
    return y
end
pick([1.0, -2.0, 3.0])
