# map over arrays, ranges, tuples, strings and several collections; filter keeps the element type.
println(map(x -> x^2, [1, 2, 3]), " ", map(x -> x^2, 1:4), " ", map(abs, (-1, 2, -3)))
println(map(+, [1, 2, 3], [10, 20, 30]), " ", map(*, 1:3, [2, 2, 2]), " ", map((a, b) -> a - b, (5, 6), (1, 2)))
println(map(x -> 2x, [1 2; 3 4]), " ", map(x -> x > 1, [1, 2, 3]))
println(map(uppercase, ["ab", "c"]), " ", map(x -> x / 2, [2, 4]), " ", map(string, [1, 2]))
println(filter(iseven, 1:10), " ", filter(x -> x > 1.5, [1.0, 2.0, 3.0]), " ", filter(isodd, [2, 4]))
println(filter(x -> length(x) > 1, ["a", "bb", "ccc"]), " ", filter(iseven, (1, 2, 3, 4)))
v = [5, 6, 7, 8]
filter!(isodd, v)
println(v, " ", typeof(filter(iseven, 1:3)))
println(map(x -> x, [3]), " ", foreach(println, [7, 8]))
m = map(i -> i * 1.5, 1:2:5)
println(m, " ", typeof(m))
println(unique([3, 1, 3, 2, 1]), " ", unique(["b", "a", "b"]))
