# do-blocks pass an anonymous function as the first argument.
squares = map([1, 2, 3]) do x
    x * x
end
println(squares)

function with_logging(f, label)
    println("start ", label)
    result = f(label)
    println("end ", label)
    return result
end
r = with_logging("job") do name
    println("inside ", name)
    (name, 3)
end
println(r)

# A do-block with two arguments, and one with none.
pairs_summed = map([1, 2], [10, 20]) do a, b
    a + b
end
println(pairs_summed)
twice(f) = (f(); f())
calls = 0
twice() do
    global calls += 1
end
println(calls)

# The do-block closure sees and updates the enclosing function's locals.
function total_of(words)
    total = 0
    foreach(words) do w
        total += w
    end
    return total
end
println(total_of([2, 3, 0]))

# Filtering with do.
evens = filter(collect(1:10)) do k
    k % 2 == 0
end
println(evens)
