# A variable whose type differs between the branches of a staged `if` and does not promote
# (decision 6): a located error naming it and both types.
function f(x)
    if sum(x) > 0
        y = x .* 2
    else
        y = "negative"
    end
    return y
end
f([1.0, 2.0])
