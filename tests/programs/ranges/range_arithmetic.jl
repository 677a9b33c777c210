# Arithmetic on ranges that Julia keeps as ranges (r .+ x, r .* x, r * x, -r, LinRange scaling),
# and elementwise results that become vectors (r .^ 2, abs.(r), comparisons).
r = 1:5
println(r .+ 1, " ", r .- 1, " ", 2 .+ r, " ", r .* 2, " ", 2 .* r, " ", r ./ 2, " ", -r)
println(typeof(r .+ 1), " ", typeof(-r), " ", (1:2:9) .+ 1, " ", (10:-2:1) .* 3, " ", (1:3) .+ (4:6))
println(r .+ 0.5, " ", r * 2, " ", 2r, " ", r / 2, " ", (0:0.5:1) .+ 1, " ", (0:0.5:1) .* 2)
println(r .^ 2, " ", abs.(-2:2), " ", r .== 3, " ", sum(r .* r))
println(r[2:4] .+ 10, " ", (1:10)[r], " ", (1:10)[2:2:10], " ", r[[1, 5]])
println(LinRange(0, 1, 3) .* 2, " ", LinRange(0, 1, 3) .+ 1, " ", collect(LinRange(1, 2, 3)))
