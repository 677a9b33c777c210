# Accumulating into a Dict by residue class; delete! returns the dict; pop! with a default;
# Set membership operators and set equality with a range.
d = Dict{Int,Int}()
for i in 1:100
    d[i % 7] = get(d, i % 7, 0) + i
end
println(length(d), " ", d[0], " ", sum(values(d)))
println(delete!(d, 0) === d, " ", haskey(d, 0), " ", length(d))
println(pop!(d, 1, :none), " ", pop!(d, 1, :none))
s = Set{Int}()
for i in 1:20
    push!(s, i % 5)
end
println(length(s), " ", issetequal(s, 0:4), " ", s == Set(0:4))
println(in(3, s), " ", 3 ∈ s, " ", 7 ∉ s)
println(Set([1, 2, 3]) ∪ Set([4]) == Set(1:4), " ", Set([1, 2]) ∩ Set([2]), " ", setdiff(Set([1, 2]), [1]))
println(collect(keys(Dict("x" => 1))) == ["x"], " ", sort!(collect(values(Dict(1 => 3, 2 => 1)))))
