# Indexing past the last code unit is a BoundsError on the String's code units.
s = "abc"
println(s[3])
println(s[5])
