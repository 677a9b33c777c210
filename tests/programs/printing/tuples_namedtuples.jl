# Tuples show their elements with show; a 1-tuple keeps its trailing comma.
println((1,), " ", (), " ", (1, 2), " ", (1, "a", 'c', :s, 2.5, nothing))
println(((1, 2), (3,)), " ", (1.5f0, [1, 2]), " ", typeof((1, "a")), " ", typeof(()))
t = (10, 20, 30)
println(t[2], " ", length(t), " ", repr(t), " ", string(t))
# NamedTuples: (name = value, ...), a 1-element one with a trailing comma.
nt = (a = 1, b = "x", c = 2.5)
println(nt, " ", (x = 1,), " ", NamedTuple(), " ", nt.b, " ", (; nt.a))
show(nt); println()
println((p = (1, 2), q = (r = :s,)), " ", (f = 1.5f0,), " ", [(a = 1, b = 2)])
println(keys(nt), " ", values(nt), " ", length(nt))
println("nt = $nt")
