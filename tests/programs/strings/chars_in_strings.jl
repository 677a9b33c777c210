# Strings iterate Chars: eltype is Char, so collect/unique/filter/map build Char or String results.
s = "banana split"
println(eltype(s), " ", eltype(String), " ", unique(s), " ", filter(isletter, "a1b2 c"), " ", filter(c -> c != 'a', s))
println(all(isdigit, "123"), " ", any(isuppercase, "aB"), " ", String(['a', 'b']), " ", String(collect("héllo")))
println(join(sort(collect("cba"))), " ", count(==('a'), s), " ", map(uppercase, "abc"), " ", first(s, 6))
println(sum(c -> c == 'n' ? 1 : 0, s), " ", maximum("hello"), " ", minimum("hello"), " ", sort(unique(s))[1:3])
