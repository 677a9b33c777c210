# Arrays of a DataLoader must hold the same number of observations (MLUtils' numobs of a tuple).
using Flux
x = zeros(2, 12)
println(length(DataLoader((x, 1:12); batchsize = 5)))
DataLoader((x, collect(1:10)); batchsize = 5)
