# Assigning an array to a block needs as many elements as the block has places.
x = [1, 2, 3]
x[1:2] = [7, 8]
println(x)
x[1:2] = [7, 8, 9]
