# NamedTuples: construction, field access, destructuring by name, iteration.
nt = (a = 1, b = "two", c = 3.0)
println(nt)
println(nt.a, " ", nt.b, " ", nt[3], " ", nt[:c])
println(keys(nt), " ", values(nt), " ", length(nt))
(; a, c) = nt
println(a, " ", c)
(; b) = nt
println(b)

# Shorthand construction from variables.
x = 10
y = 20
p = (; x, y)
println(p)
q = (; x, z = x + y)
println(q)
one_field = (k = 1,)
println(one_field)

# Iteration gives the values; pairs gives name => value.
for v in (u = 1, w = 2)
    print(v, " ")
end
println()
for (name, value) in pairs((u = 1, w = 2))
    print(name, "->", value, " ")
end
println()

# Equality and types.
println((a = 1, b = 2) == (a = 1, b = 2), " ", (a = 1, b = 2) == (b = 2, a = 1))
println(isempty(NamedTuple()), " ", haskey(nt, :a), " ", haskey(nt, :zz))
# A NamedTuple is immutable; a new one is built with merge.
println(merge(nt, (b = 2, d = 4)))
