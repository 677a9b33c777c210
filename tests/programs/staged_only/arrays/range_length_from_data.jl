# A range whose length is computed from staged data cannot be an array of compiled code: a located
# error. A length from a number parameter is compiled in instead.
upto(x, n) = (1:n) .== x[1]
println(upto([2.0], 3))
function datarange(x)
    n = round(Int, sum(x))
    (1:n) .== 2
end
println(datarange([1.0, 2.0]))
