# strip/lstrip/rstrip remove whitespace (or the given characters) and return SubStrings;
# chop drops characters from the ends, chomp one trailing newline.
s = "  \t padded text \n"
println("[", strip(s), "] [", lstrip(s), "] [", rstrip(s), "]")
println(strip("xxhixx", 'x'), " ", strip("-+-a-+-", ['-', '+']), " ", rstrip("1.500", '0'), " ", lstrip("007", '0'))
println(typeof(strip(" a ")), " ", strip(""), "|", strip("   "), "|", strip("no-op"))
println(chop("hello"), " ", chop("hello"; head=1, tail=2), " ", chop("é✓"), " ", chop(""))
println(repr(chomp("line\n")), " ", repr(chomp("line\r\n")), " ", repr(chomp("line\n\n")), " ", repr(chomp("line")))
println(strip(isdigit, "12ab34"), " ", lstrip(isspace, "  x"), " ", rstrip(c -> c == '!', "wow!!!"))
