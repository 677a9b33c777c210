# findmax/findmin of a Dict are (value, key) (reduce.jl folds over pairs(d)); argmax/argmin give
# the key; a Dict{Symbol,Any} of settings; enumerate over sorted pairs.
d = Dict("a" => 3, "b" => 7, "c" => 5)
println(findmax(d), " ", findmin(d), " ", argmax(d), " ", argmin(d))
println(findmax(v -> -v, d), " ", findmin(abs2, Dict(:x => -2.0, :y => 1.5)))
for (i, (k, v)) in enumerate(sort(collect(d)))
    println(i, " ", k, " ", v)
end
println(Dict(k => v * 2 for (k, v) in d)["b"], " ", map(p -> p.second, sort(collect(d); by = first)))
println(sum(d[k] for k in keys(d)), " ", length(keys(d)), " ", isempty(values(Dict())))
e = Dict{Symbol,Any}(:lr => 0.01, :epochs => 10, :name => "run")
println(e[:lr] * e[:epochs], " ", typeof(e[:name]), " ", get(e, :missing, "default"), " ", :lr ∈ keys(e))
println(Dict(zip(1:3, "abc"))[2], " ", Dict(:a => 1, :b => 2) == Dict(:b => 2, :a => 1))
findmax(Dict{String,Int}())
