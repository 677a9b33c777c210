# Character ranges: a:b over Char is a StepRange{Char, Int64} (shown with its step, 1), counting code points.
r = 'a':'e'
println(r, " ", typeof(r), " ", length(r), " ", collect(r), " ", r[2], " ", 'c' in r, " ", 'z' in r)
println(collect('a':2:'g'), " ", 'a':2:'f', " ", 'e':'a', " ", length('e':'a'), " ", first(r), last(r))
for c in 'x':'z'; print(c); end; println()
println(join('a':'d'), " ", [c for c in 'p':'r'], " ", reverse('a':'c'), " ", uppercase.('a':'c'))
println(map(c -> c + 1, 'a':'b'), " ", "abc"[1:2], " ", collect(zip(1:3, 'a':'c')))
