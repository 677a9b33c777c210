# A size computed from staged data cannot be a shape of compiled code: a located error. A size from
# a loop counter unrolls the loop instead, and a size from array sizes is a host value.
function ramp(x)
    s = 0.0
    for i in 1:3
        s += sum(ones(i)) * x[1]
    end
    return s + sum(zeros(length(x)))
end
datasized(x) = zeros(Int(x[1]))
println(ramp([2.0]))
println(datasized([2.0, 1.0]))
