# enumerate and zip over staged arrays: loops over an index that read the element(s) at each step.
function weighted(x)
    s = 0.0
    for (i, v) in enumerate(x)
        s += i * v
    end
    s
end
println(weighted([1.0, 2.0, 3.0]))

function dot_zip(x, y)
    s = 0.0
    for (a, b) in zip(x, y)
        s += a * b
    end
    s
end
println(dot_zip([1.0, 2.0, 3.0], [4.0, 5.0, 6.0]))
