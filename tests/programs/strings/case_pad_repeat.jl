# Case mapping of whole strings and first letters; padding to a width; repetition.
println(uppercase("abc é"), " ", lowercase("ABC É"), " ", titlecase("hello wide world"), " ", uppercasefirst("julia"), " ", lowercasefirst("ABC"))
println(lpad("7", 3, "0"), " ", rpad("ab", 5, "."), "|", lpad(42, 6), "|", rpad(:s, 3), "|", lpad("long", 2), "|")
println(lpad("x", 5, "ab"), " ", rpad("x", 6, "ab"), " ", lpad("é", 3, '*'), " ", lpad(3.5, 6, '_'))
println(repeat("ab", 3), " ", "xy"^2, " ", repeat('z', 4), " ", "[", repeat("q", 0), "]", " ", 'c'^3)
println(reverse("héllo"), " ", reverse(""), " ", uppercase('x'), " ", lowercase('Q'), " ", titlecase('a'))
# A right-aligned table built with lpad/rpad.
for (k, v) in [("one", 1), ("three", 333), ("ten", 10)]
    println(rpad(k, 6), "|", lpad(v, 4))
end
