# SubString shares its parent's text: indexing with a range of a String copies, SubString and
# view do not; a SubString prints and compares like the String it spells.
s = "hello world"
sub = SubString(s, 1, 5)
println(sub, " ", typeof(sub), " ", repr(sub), " ", length(sub), " ", sub == "hello", " ", typeof(s[1:5]))
v = view(s, 7:11)
println(v, " ", typeof(v), " ", uppercase(v), " ", v * "!", " ", string(v), " ", typeof(string(v)), " ", String(v))
println(SubString(s, 7), " ", sub[2], " ", sub[2:3], " ", typeof(sub[2:3]), " ", lastindex(sub), " ", ncodeunits(sub))
w = split("key=value", "=")
println(w[1], "|", w[2], " ", isa(w[1], AbstractString), " ", startswith(w[2], "val"), " ", w[1] * w[2])
d = Dict(String(w[1]) => w[2])
println(d["key"], " ", [sub, sub], " ", (sub,), " ", "interp $sub")
println(cmp("a", "b"), " ", cmp("b", "a"), " ", cmp("x", "x"), " ", "abc" < "abd", " ", "Z" < "a", " ", isless("", "a"), " ", "a" == "a")
println(sort(["pear", "Apple", "fig", "apple"]), " ", maximum(["b", "c", "a"]), " ", "ab" != "ba")
