# x .= y needs y to fit x's shape: a length-2 vector cannot fill a length-3 destination.
x = zeros(3)
x .= [1, 2, 3]
println(x)
x .= [1, 2]
