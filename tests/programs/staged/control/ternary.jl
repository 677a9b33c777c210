# `c ? a : b` with a staged c: a stablehlo.if yielding the chosen value (scalars and arrays);
# nested ternaries; a ternary choosing which array to update.
function absdiff(x, y)
    d = x[1] - y[1]
    d > 0 ? d : -d
end
println(absdiff([3.0], [5.5]), " ", absdiff([7.0], [2.0]))

function median3(v)
    a, b, c = v[1], v[2], v[3]
    a > b ? (b > c ? b : (a > c ? c : a)) : (a > c ? a : (b > c ? c : b))
end
println(median3([1.0, 3.0, 2.0]), " ", median3([9.0, 4.0, 6.0]), " ", median3([5.0, 5.0, 1.0]), " ", median3([2.0, 8.0, 8.0]))

function pick(x)
    y = sum(x) > 3 ? x .* 10 : x .+ 0.5
    y
end
println(pick([1.0, 2.0, 3.0]), " ", pick([1.0, 1.0, 1.0]))

function bump!(a, b, x)
    for i in 1:length(x)
        x[i] > 0 ? (a[i] = x[i]) : (b[i] = -x[i])
    end
    nothing
end
a = zeros(4); b = zeros(4)
bump!(a, b, [1.0, -2.0, 3.0, -0.5])
println(a, " ", b)
