# Two arrays broadcast only when each dimension matches or is 1; 3 and 2 do not.
a = [1, 2, 3]
println(a .+ [10 20])
println(a .+ [1, 2])
