# sort/sort! with by, lt and rev; Julia's default sort is stable, so ties keep their order.
v = [3, 1, 2, 5, 4]
println(sort(v), " ", sort(v; rev = true), " ", v)
sort!(v)
println(v)
words = ["pear", "fig", "apple", "kiwi", "date"]
println(sort(words))
println(sort(words; by = length))
println(sort(words; by = length, rev = true))
println(sort(words; lt = (a, b) -> a[2] < b[2]))
println(sort([-3, 2, -1, 4]; by = abs))
println(sort([3.0, NaN, -1.0, 0.0, -0.0, 2.5]))
println(sort([(2, "b"), (1, "z"), (2, "a")]))
println(sort(['c', 'a', 'b']), " ", sort([true, false, true]))
println(sort(Int[]), " ", sort([1.5]))
w = [5, 3, 9]
sort!(w; by = x -> -x)
println(w)
println(sort(5:-1:1), " ", sort(1:3))
