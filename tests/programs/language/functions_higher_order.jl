# Functions taking and returning functions; composition and piping.
twice(f) = x -> f(f(x))
add3(x) = x + 3
println(twice(add3)(1))
println(twice(twice(add3))(0))

compose(f, g) = x -> f(g(x))
compose_all(fs...) = reduce(compose, fs)
h = compose_all(x -> x * 2, x -> x + 1)
println(h(5))
println(compose(string, length)([1, 2, 3, 4]))
println([1, 2, 3] |> length)
println(4 |> add3 |> twice(add3))

# map, filter, reduce, mapreduce, any, all, count with function arguments.
xs = [3, 1, 4, 1, 5, 9, 2, 6]
println(map(x -> 2x, xs))
println(filter(x -> x % 2 == 1, xs))
println(reduce(+, xs), " ", reduce(max, xs))
println(mapreduce(x -> x^2, +, xs))
println(any(x -> x > 8, xs), " ", all(x -> x > 0, xs), " ", count(x -> x % 2 == 0, xs))
println(findfirst(x -> x > 3, xs), " ", findall(x -> x == 1, xs))
println(sum(x -> x * x, [1, -2, 3]))

# A function that applies a list of functions.
pipeline(x, fs) = foldl((acc, f) -> f(acc), fs; init = x)
println(pipeline(2, [x -> x + 1, x -> x * 10, string]))
