# show writes a Char in single quotes with Julia's escapes; print writes the character itself.
for c in ('a', 'é', '✓', '\n', '\t', '\'', '\\', '\0', '\e', '"')
    show(c)
    print(" ")
end
println()
print('a', 'é', '✓'); println()
println(repr('x'), " ", string('y'), " ", ['a', 'b'], " ", ('c', "d"))
# Symbols: :name when the name reads back, :(op) for the few that need parentheses,
# Symbol("...") otherwise; print writes the bare name.
show(:a); print(" "); show(:+); print(" "); show(:(==)); print(" "); show(Symbol("two words")); println()
show(Symbol("1x")); print(" "); show(Symbol("")); print(" "); show(:x!); print(" "); show(:≈); println()
println(:abc, " ", string(:abc), " ", repr(:abc), " ", Symbol("a", 1, 'b'), " ", [:a, :b], " ", (:a, 1))
println(typeof(:a), " ", typeof('a'), " ", Symbol("x") === :x)
