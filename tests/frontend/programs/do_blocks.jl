map(xs) do x
    x^2
end
open("log.txt", "w") do io
    write(io, "hi")
end
foreach(pairs(d)) do (k, v)
    println(k, v)
end
f() do
    nothing
end
g(a) do x, y
    x + y
end
gs = gradient(ps) do
    loss(x, y)
end
r = reduce(xs; init = 0) do acc, x
    acc + x
end
