# 'a':'e' is a StepRange{Char, Int64}: it iterates, collects, indexes and shows like a range.
r = 'a':'e'
println(r, " ", typeof(r), " ", length(r), " ", r[2], " ", 'c' in r, " ", 'z' in r)
println(collect(r), " ", join(r), " ", join('a':2:'i'), " ", first(r), " ", last(r))
for c in 'x':'z'
    print(uppercase(c))
end
println()
println([c for c in 'α':'γ'], " ", collect(reverse('a':'c')), " ", reverse('a':'c'), " ", string.('a':'c'))
