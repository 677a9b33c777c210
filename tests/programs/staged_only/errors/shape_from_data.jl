function grow(x)
    n = Int(sum(x))
    return zeros(n)
end
println(grow([1.0, 2.0]))
