# for over ranges with steps, reversed and empty ranges, tuples, arrays and strings.
for i in 1:3
    print(i, " ")
end
println()
for i in 10:-3:1
    print(i, " ")
end
println()
for i in 0:2:6
    print(i, " ")
end
println()
for i in 5:4
    println("empty range runs nothing")
end
for x in (1, "two", 3.0)
    print(x, ";")
end
println()
for x in [10, 20]
    print(x + 1, " ")
end
println()
for c in "héllo"
    print(c, '|')
end
println()
# The loop variable after the loop is not visible; a new assignment is needed.
last_seen = 0
for k in 1:5
    global last_seen = k
end
println(last_seen)
# Iterating with enumerate and zip.
for (i, v) in enumerate([:a, :b])
    print(i, "=", v, " ")
end
println()
for (p, q) in zip(1:3, "xyz")
    print(p, q, " ")
end
println()
# Ranges as values.
r = 2:2:8
println(r, " ", length(r), " ", first(r), " ", last(r), " ", collect(r))
