# Anonymous functions of zero, one and several arguments, with destructuring and blocks.
zero_arg = () -> "called"
println(zero_arg())
inc = x -> x + 1
println(inc(1))
add = (x, y) -> x + y
println(add(2, 3))
block_body = x -> begin
    y = x * 2
    y + 1
end
println(block_body(5))
long_anon = function (a, b = 10)
    return a - b
end
println(long_anon(15), " ", long_anon(15, 5))

# Immediately called.
println((x -> x^2)(7))

# Anonymous functions in maps, filters and reductions.
println(map(x -> x % 3, 1:6))
println(filter(x -> x > 2, [1, 5, 2, 7]))
println(reduce((acc, x) -> acc * 10 + x, [1, 2, 3]))
println(foldl((a, b) -> "($a$b)", ["x", "y", "z"]))
# Anonymous functions with keyword arguments.
kw_anon = (x; scale = 3) -> x * scale
println(kw_anon(2), " ", kw_anon(2; scale = 5))
