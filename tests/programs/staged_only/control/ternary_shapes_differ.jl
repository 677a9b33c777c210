# A staged `?:` choosing between a matrix and a vector: the value has a different shape on each
# path, so it is a located error (decision 6).
pick(W, x) = W[1, 1] > 0 ? W : x
# Two vectors of one length compile.
pick_ok(W, x) = W[1, 1] > 0 ? W[:, 1] : x
println(pick_ok([1.0 2.0; 3.0 4.0], [5.0, 6.0]), " ", pick_ok([-1.0 2.0; 3.0 4.0], [5.0, 6.0]))
println(pick([1.0 2.0; 3.0 4.0], [5.0, 6.0]))
