# logsumexp staged: a number with dims=: (the default), an array keeping size-1 dims otherwise;
# computed around the maximum so large inputs do not overflow; -Inf terms add nothing.
using NNlib
lse(x) = logsumexp(x)
lse1(x) = logsumexp(x; dims=1)
lse2(x) = logsumexp(x; dims=2)
lse13(x) = logsumexp(x; dims=(1, 3))
x = [1.0 2.0 3.0; 2.0 2.0 2.0; -1.0 0.5 4.0]
println(round(lse(x); digits=10), " ", typeof(lse(x)))
println(round.(lse1(x); digits=10))
println(round.(lse2(x); digits=10))
println(round(lse([1000.0, 1000.0]); digits=10), " ", lse([-Inf, 0.0]), " ", lse([2.0]))
w = reshape(collect(1.0:8.0), 2, 2, 2)
println(size(lse13(w)), " ", round.(vec(lse13(w)); digits=10))
