# Indexing into the middle of a multi-byte character is a StringIndexError naming the valid
# indices around it.
s = "héllo"
println(s[2], " ", s[4])
println(s[3])
