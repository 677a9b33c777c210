d = Dict{String,Int}()
d["a"] = 1
d[:b] = get(d, :b, 0) + 1
haskey(d, "a") && delete!(d, "a")
v = Vector{Any}()
push!(v, 1, "two", 3.0)
append!(v, [4, 5])
for (k, val) in d
    println("$k => $val")
end
s = Set([1, 2, 3])
ks = collect(keys(d))
z = zip(a, b) |> collect
f = filter(x -> x > 1, v)
m = map((a, b) -> a * b, xs, ys)
r = reduce(+, xs; init = 0)
