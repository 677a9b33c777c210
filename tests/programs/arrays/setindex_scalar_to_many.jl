# One value into several places needs broadcasting (.=); plain = refuses it.
x = zeros(Int, 4)
x[2:3] .= 5
println(x)
x[2:3] = 5
