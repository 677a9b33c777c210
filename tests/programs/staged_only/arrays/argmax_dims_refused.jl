# argmax with `dims` answers with an array of CartesianIndex, which staged code cannot hold yet: a
# located error that names the way around it. Without dims (a CartesianIndex of staged Ints) it works.
best(A) = argmax(A)
bestcols(A) = argmax(A; dims=1)
println(best([1.0 2.0; 3.0 0.0]))
println(bestcols([1.0 2.0; 3.0 0.0]))
