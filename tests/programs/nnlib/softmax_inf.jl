# Infinite inputs: a column whose maximum is Inf puts equal weight on its Inf entries (NNlib's rule);
# -Inf entries get weight 0; an all -Inf column is NaN.
using NNlib
println(softmax([1.0, Inf, 2.0, Inf]))
println(logsoftmax([1.0, Inf, 2.0]))
println(round.(softmax([1.0 -Inf; 2.0 3.0]); digits=10))
println(softmax([-Inf, 0.0]), " ", softmax([-Inf, -Inf]))
println(softmax([Inf 1.0; 0.0 Inf]; dims=2))
# from NNlib's test/softmax.jl: one column with Inf, one without
println(round.(softmax([1.0 2.0; 3.0 Inf]); digits=6), " ", round.(softmax([1.0 2.0; 3.0 Inf]; dims=2); digits=6))
