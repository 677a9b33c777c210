# Assorted string functions: escaping, ASCII tests, counting and collecting matches, ends.
println(escape_string("a\nb\t\"c\" \$x \\"), " ", isascii("abc"), " ", isascii("é"), " ", escape_string("é\e"))
println(string('a', 'b', 'c'), " ", Char(0x1F600), " ", textwidth("😀a"), " ", codepoint('😀'), " ", ncodeunits("😀"))
println(count(==('a'), "banana"), " ", count("an", "banana"), " ", count("ana", "banana"), " ", findall('a', "banana"))
println(last("hello", 3), " ", first("hello"), " ", last("hello"), " ", "hello"[end-1:end], " ", first("hé✓", 2))
println(collect(eachsplit("a b  c")), " ", [uppercase(w) for w in eachsplit("x,y", ",")])
println(isempty(""), " ", isempty(" "), " ", "" == String(""), " ", string(), " ", length(string(1, 2, 3)))
println(ncodeunits(repeat("é", 3)), " ", length(repeat("é", 3)), " ", sizeof("∀"), " ", codeunits("ab"))
println(lowercase("ÀÉÎ"), " ", uppercase("ñandú"), " ", titlecase("o'neil mcdonald"), " ", isuppercase('É'), " ", islowercase('ß'))
