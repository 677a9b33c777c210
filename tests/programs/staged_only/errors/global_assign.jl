counter = 0
function count!(x)
    global counter += 1
    return sum(x)
end
println(count!([1.0, 2.0]))
