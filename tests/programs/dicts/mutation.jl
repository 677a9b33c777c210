# delete!, pop!, get!, empty!, copy, merge and filter, as Julia's Dict does them.
d = Dict("a" => 1, "b" => 2)
delete!(d, "a")
println(d)
println(pop!(d, "b"))
println(isempty(d))
println(pop!(d, "zz", 0))
println(get!(d, "n", 5))
println(get!(d, "n", 6))
println(d)
e = copy(d)
e["n"] = 100
println(d["n"], " ", e["n"])
empty!(e)
println(length(e))
m = merge(Dict("a" => 1), Dict("b" => 2.5))
println(typeof(m), " ", m["a"], " ", m["b"])
println(merge(Dict("k" => 1), Dict("k" => 2))["k"])
f = filter(p -> p.second > 1, Dict("x" => 1, "y" => 2))
println(f)
counts = Dict{String,Int}()
for w in ["to", "be", "or", "not", "to", "be"]
    counts[w] = get(counts, w, 0) + 1
end
println(counts["to"], " ", counts["not"], " ", length(counts))
q = get!(counts, "new") do
    42
end
println(q, " ", counts["new"])
println(get(() -> -1, counts, "absent"))
push!(counts, "pushed" => 9)
println(counts["pushed"])
merge!(counts, Dict("to" => 0))
println(counts["to"])
mergewith!(+, counts, Dict("be" => 10))
println(counts["be"])
filter!(p -> p.second > 5, counts)
println(length(counts), " ", haskey(counts, "be"), " ", haskey(counts, "or"))
dd = Dict(1 => 2)
println(pop!(dd), " ", isempty(dd))
