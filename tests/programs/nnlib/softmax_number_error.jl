# softmax needs a whole array: called on a number (as a broadcast activation would) it is NNlib's error.
using NNlib
println(round.(softmax([0.0, 0.0]); digits=3))
softmax(2.0)
