# Nested dot calls: Julia builds one fused broadcast, applying its range rules while it builds the
# tree (r .* 2 is already a range there), so arithmetic on ranges and numbers stays a range.
r = 1:3
println((r .+ 1), " ", typeof(r .+ 1))           # range arithmetic keeps a range
println(r .* 2 .+ 1, " ", r .* 2 .+ 1 isa AbstractRange)   # 3:2:7, still a range
println(sin.(r) .+ 1 isa Vector{Float64})        # a function without a range rule: a Vector
println(2 .* (r .+ 1))                           # Julia: 4:2:8
x = [1.0, 2.0, 4.0]
println(sqrt.(x .* x .+ 0.0))                     # each element once: [1.0, 2.0, 4.0]
println(round.(x ./ 3; digits = 2))              # keywords reach every element's call
println(max.(x, 2.0) .- min.(x, 2.0))
y = zeros(3)
y .= x .^ 2 .- 1
println(y)
