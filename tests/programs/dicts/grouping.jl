# Grouping values under keys: get! with a fresh vector, Dict of vectors and nested Dicts.
words = ["apple", "avocado", "banana", "blueberry", "cherry", "apricot"]
groups = Dict{Char,Vector{String}}()
for w in words
    push!(get!(groups, first(w), String[]), w)
end
println(length(groups), " ", groups['a'], " ", groups['b'], " ", groups['c'])
println(typeof(groups), " ", sort(collect(keys(groups))))
nested = Dict("outer" => Dict("inner" => 1))
nested["outer"]["inner"] += 41
nested["other"] = Dict{String,Int}()
println(nested["outer"]["inner"], " ", isempty(nested["other"]), " ", typeof(nested))
lengths = Dict(w => length(w) for w in words)
println(lengths["blueberry"], " ", sum(values(lengths)), " ", maximum(values(lengths)))
calls = 0
function expensive()
    global calls += 1
    return 7
end
cache = Dict{String,Int}()
a = get!(expensive, cache, "k")
b = get!(expensive, cache, "k")
c = get(expensive, cache, "other")
println(a, " ", b, " ", c, " ", calls, " ", haskey(cache, "other"))
