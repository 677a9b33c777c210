# replace with pattern => replacement pairs (strings, chars, predicates), count limits the number.
println(replace("hello world", "o" => "0"), " ", replace("aaa", "a" => "b"; count=2), " ", replace("abc", 'b' => 'B'))
println(replace("a-b_c", "-" => "+", "_" => "="), " ", replace("x1y2", isdigit => "#"), " ", replace("none", "z" => "y"))
println(replace("aaaa", "aa" => "a"), " ", replace("é✓é", "é" => "e"), " ", replace("abc", "" => "-"))
# Searching: ranges of code units for strings, an index for characters, nothing when absent.
s = "hello, world"
println(findfirst("o", s), " ", findlast("o", s), " ", findfirst('o', s), " ", findlast('l', s), " ", findfirst("xyz", s))
println(findnext("o", s, 6), " ", findnext('l', s, 5), " ", findprev('l', s, 10), " ", findfirst(isspace, s), " ", findfirst(==('w'), s))
println(occursin("wor", s), " ", occursin('z', s), " ", contains(s, "lo,"), " ", startswith(s, "hell"), " ", endswith(s, 'd'))
println(startswith(s, "world"), " ", endswith(s, "wor"), " ", 'w' in s, " ", "x" * s[8:end], " ", s[findfirst("world", s)])
println(count("l", s), " ", count(isletter, s), " ", findall("o", s), " ", findall(isuppercase, "aBcD"))
