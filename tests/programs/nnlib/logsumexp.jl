# logsumexp(x; dims=:) is log(sum(exp.(x))) computed around the maximum; a number unless dims is given.
using NNlib
x = [1.0 2.0 3.0; 2.0 2.0 2.0; -1.0 0.5 4.0]
println(round(logsumexp(x); digits=10))
println(round.(logsumexp(x; dims=1); digits=10))
println(round.(logsumexp(x; dims=2); digits=10))
println(round(logsumexp([1000.0, 1000.0]); digits=10), " ", logsumexp([-Inf, 0.0]), " ", logsumexp([2.0]))
w = reshape(collect(1.0:8.0), 2, 2, 2)
println(size(logsumexp(w; dims=(1, 3))), " ", round.(vec(logsumexp(w; dims=(1, 3))); digits=10))
