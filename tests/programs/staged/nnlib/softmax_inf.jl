# Infinite inputs staged: a column whose maximum is Inf splits its weight over its Inf entries
# (NNlib's rule); -Inf entries get 0; an all -Inf column is NaN; logsoftmax keeps 0 at Inf.
using NNlib
sm(x) = softmax(x)
sm2(x) = softmax(x; dims=2)
lsm(x) = logsoftmax(x)
println(sm([1.0, Inf, 2.0, Inf]))
println(lsm([1.0, Inf, 2.0]))
println(round.(sm([1.0 -Inf; 2.0 3.0]); digits=10))
println(sm([-Inf, 0.0]), " ", sm([-Inf, -Inf]))
println(sm2([Inf 1.0; 0.0 Inf]))
println(round.(sm([1.0 2.0; 3.0 Inf]); digits=6), " ", round.(sm2([1.0 2.0; 3.0 Inf]); digits=6))
