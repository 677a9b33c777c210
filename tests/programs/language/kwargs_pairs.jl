# kw... is Base.Pairs: iterating it gives name => value pairs in call order.
function collect_opts(; kw...)
    join(["$k=$v" for (k, v) in kw], ",")
end
println(collect_opts(), "|", collect_opts(a = 1, b = "x"))
g(; kw...) = kw
for p in g(x = 1, y = 2.5)
    println(p, " ", typeof(p))
end
println(length(g(x = 1, y = 2)), " ", g(x = 1)[:x])
