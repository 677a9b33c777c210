# summary(x): arrays and ranges by size and type, strings by code units, Dicts and Sets by count,
# anything else by its type.
println(summary([1, 2]), "|", summary(zeros(2, 3)), "|", summary(Int[]), "|", summary(fill(1.0, 2, 2, 2)))
println(summary(1:3), "|", summary(1:2:9), "|", summary("héllo"), "|", summary(""))
println(summary(Dict(1 => 2)), "|", summary(Dict{String, Int}()), "|", summary(Set([1, 2])), "|", summary(Set{Int}()))
println(summary(1), "|", summary((1, 2.0)), "|", summary(nothing), "|", summary(:s), "|", summary(1 => 'c'))
