# show and repr quote a String and escape what would not read back; print and string do not.
s = "say \"hi\"\n\ttab \$x back\\slash"
show(s); println()
print(s); println()
println(repr("é✓ unicode"), " ", repr("\e[1m"), " ", repr("\x01\x7f"), " ", repr("\0"))
println(length(repr("ab")), " ", repr(""), " ", string("a", "b"))
# Inside containers strings are shown, inside interpolation printed.
v = ["a", "b\"c", ""]
println(v, " ", ("x", 1), " ", "x" => "y")
println("v = $v and s = $("in")")
println(repr("multi\nline"), " ", sprint(show, "q"), " ", sprint(print, "q"))
