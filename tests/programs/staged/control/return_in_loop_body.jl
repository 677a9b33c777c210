# A loop whose body returns on every path runs its body at most once (zero times for an empty
# array, where the value after the loop is returned). Expected by hand.
function firstval(x)
    for i in 1:length(x)
        return x[i] * 2
    end
    0.0
end
println(firstval([3.0, 4.0]))
println(firstval(Float64[]))
