# Strings index by code unit (byte); characters start at valid indices only. length counts
# characters, ncodeunits and sizeof count bytes.
s = "héllo ✓!"
println(length(s), " ", ncodeunits(s), " ", sizeof(s), " ", lastindex(s), " ", firstindex(s))
println(s[1], " ", s[2], " ", s[4], " ", s[end], " ", s[8], " ", repr(s[2:4]), " ", s[1:1])
println(collect(eachindex(s)), " ", isvalid(s, 2), " ", isvalid(s, 3), " ", thisind(s, 3))
println(nextind(s, 2), " ", prevind(s, 4), " ", nextind(s, 1, 3), " ", prevind(s, lastindex(s), 2))
println(codeunit(s, 2), " ", codeunit(s, 1), " ", collect(s), " ", first(s, 3), " ", last(s, 2))
println([c for c in "aé✓"], " ", map(c -> ncodeunits(string(c)), collect("aé✓")), " ", textwidth("✓a"))
for (i, c) in pairs("aé✓")
    print(i, "=>", c, " ")
end
println()
println(length("∀x∃y"), " ", ncodeunits("∀x∃y"), " ", "∀x∃y"[4], " ", length(""), " ", isempty(""))
