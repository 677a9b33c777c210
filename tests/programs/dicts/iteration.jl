# Iterating a Dict gives Pairs (`for (k, v) in d` destructures them); keys and values are views.
function sumvalues(d)
    total = 0
    for (k, v) in d
        total += v
    end
    return total
end
println(sumvalues(Dict("a" => 1, "b" => 2, "c" => 3)))

function keysum(d)
    s = 0
    for k in keys(d)
        s += k
    end
    return s
end
println(keysum(Dict(2 => "ab", 3 => "cde")))
println(sum(values(Dict("a" => 1.5, "b" => 2.5))))
println(length(collect(keys(Dict(1 => 2, 3 => 4)))))
println(eltype(Dict("a" => 1)))
println(keytype(Dict("a" => 1)), " ", valtype(Dict("a" => 1)))
println(collect(Dict("k" => 7)))
println(first(Dict("k" => 7)))
println(keys(Dict(:only => 1)))
println(values(Dict(:only => 1.5f0)))
println(collect(values(Dict(:only => 1.5f0))))
p = first(Dict(2 => "two"))
println(p.first, " ", p.second, " ", typeof(p))
println(("k" => 7) in Dict("k" => 7), " ", ("k" => 8) in Dict("k" => 7))
println("k" in keys(Dict("k" => 7)))
println(length(pairs(Dict(1 => 1))))
