# Char arithmetic: Char ± Integer is a Char, Char - Char an Int; code points convert both ways.
println('a' + 1, " ", 'z' - 'a', " ", 'c' - 1, " ", Char(65), " ", Int('A'), " ", Char(0x263A), " ", codepoint('é'))
println('a' < 'b', " ", 'Z' < 'a', " ", max('q', 'r'), " ", 'x' == 'x', " ", typeof('a' + 1), " ", typeof('b' - 'a'))
# Character classes (Unicode-aware).
for c in ('a', 'Z', '7', ' ', '\n', 'é', '✓', '_')
    print(repr(c), ":", isletter(c) ? "L" : "", isdigit(c) ? "D" : "", isspace(c) ? "S" : "",
          isuppercase(c) ? "U" : "", islowercase(c) ? "l" : "", isascii(c) ? "A" : "", ispunct(c) ? "P" : "", " ")
end
println()
println(uppercase('é'), " ", lowercase('Ä'), " ", isxdigit('f'), " ", isxdigit('g'), " ", isletter('λ'), " ", isnumeric('²'))
# Building strings from characters; a Char in a String's context.
caesar(s, k) = map(c -> isletter(c) ? Char((c - 'a' + k) % 26 + 'a') : c, s)
println(caesar("hello world", 3), " ", string('a', 'b'), " ", 'x' * "yz", " ", "ab" * 'c', " ", ncodeunits(string('✓')))
println(repr(Char(10)), " ", repr('\u00e9'), " ", '\x41', " ", "digit $(Char('0' + 7))", " ", Int('9' - '0'))
