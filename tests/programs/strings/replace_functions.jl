# replace with a function applied to each match (the matched character for Char patterns and
# predicates, the matched substring for strings), several pairs at once; split/strip/pad/search corner cases.
println(replace("abc", 'b' => uppercase), " ", replace("a1b22", isdigit => c -> string(c + 1)))
println(replace("hello world", "o" => s -> uppercase(s)), " ", replace("aXbX", 'X' => "-", 'a' => "A"))
println(split("a.b.c", '.'; limit=2), " ", split("a,,b", ','; keepempty=false), " ", split("abc", ['a', 'c']))
println(rstrip("abc\n"), "|", lstrip("\t x"), "|", strip("  "), "|")
println(lpad("abc", 2), " ", rpad("", 3, '*'), " ", lpad('x', 3), " ", lpad(-5, 4, '0'))
println(findfirst(isdigit, "ab3d"), " ", findlast(isletter, "ab3d4"), " ", findnext(isdigit, "a1b2", 3), " ", findprev(isdigit, "a1b2", 3))
println(occursin('b', "abc"), " ", contains("abc", 'c'), " ", startswith("abc", 'a'), " ", endswith("abc", "bc"))
println(uppercase(SubString("abc", 2, 3)), " ", reverse(SubString("abc", 1, 2)), " ", repeat(SubString("ab", 1, 1), 3))
