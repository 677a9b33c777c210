# A host counter incremented in a staged loop becomes a staged Int (decision 6: host scalars the
# body assigns are carried), so it cannot be an array size after the loop: a located error.
function count_then_fill(x)
    count = 0
    for i in 1:length(x)
        count += 1
        x[i] *= 2
    end
    zeros(count) .+ sum(x)
end
# length(x) is a host value and works as the size.
function length_then_fill(x)
    for i in 1:length(x)
        x[i] *= 2
    end
    zeros(length(x)) .+ sum(x)
end
println(length_then_fill([1.0, 2.0]))
println(count_then_fill([1.0, 2.0]))
