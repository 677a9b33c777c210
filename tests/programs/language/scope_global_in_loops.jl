# Top-level loops are soft scopes: `global` assigns the global; a new name stays local to the loop.
total = 0
for i in 1:4
    global total += i
end
println(total)

count = 0
while count < 3
    global count += 1
end
println(count)

# A name first assigned inside a top-level loop body is local to one iteration.
for i in 1:2
    fresh = i * 10
    println("fresh = ", fresh)
end

# Functions read globals at call time.
scale = 2
times_scale(x) = x * scale
println(times_scale(5))
scale = 3
println(times_scale(5))

# A function assigns a global only with `global`.
hits = 0
function bump!()
    global hits
    hits += 1
    return hits
end
bump!()
bump!()
println(hits)
