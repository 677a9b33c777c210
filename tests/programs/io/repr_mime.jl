# repr(mime, x) returns what display would write; a :compact given by the caller is kept
# (display only turns it on for matrices and Dicts when the context does not say).
println(repr("text/plain", 'a'))
println(repr(MIME("text/plain"), [1, 2]))
println(repr("text/plain", [1/3 1]))
println(repr("text/plain", [1/3 1]; context=:compact => false))
println(repr("text/plain", Dict(:k => 2/3); context=:compact => false))
println(repr("text/plain", 1.5f0), " ", repr(1.5f0), " ", repr("text/plain", "s"))
show(IOContext(stdout, :compact => false), MIME("text/plain"), [1/7 2/7])
println()
# A MIME type may be given as its name.
show(stdout, "text/plain", [1, 2]); println()
println(sprint(show, "text/plain", 1.5f0), " ", sprint(show, "text/plain", "s"))
