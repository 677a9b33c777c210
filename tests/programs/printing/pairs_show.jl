# Pairs show as `a => b`; a Pair inside a Pair gets parentheses on its left.
p = 1 => "one"
println(p, " ", p.first, " ", p.second, " ", typeof(p))
println(:a => 2.5, " ", 'c' => nothing, " ", (1 => 2) => 3, " ", 1 => (2 => 3))
show(1 => 2); print(" "); show("k" => [1, 2]); println()
println([1 => 2, 3 => 4], " ", ["a" => 1], " ", (1 => 2, 3 => 4))
println(first(p), " ", last(p), " ", repr(p), " ", "pair: $(p)")
# A Dict with one entry shows its pairs inside Dict(...).
println(Dict(1 => "x"), " ", Dict(:k => 1.5), " ", Dict{String, Int}())
