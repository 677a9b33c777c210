# A staged path that always throws has no value: the function's result is the value of the paths
# that return.
function positive_or_error(x)
    if x[1] > 0
        return x[1] * 2
    end
    error("negative")
end
println(positive_or_error([1.5]))

function first_hit(x)
    for i in 1:length(x)
        if x[i] > 2
            return (x[i], i)
        end
    end
    throw(ArgumentError("no element above 2"))
end
println(first_hit([1.0, 3.0, 5.0]))
