# Scaled dot-product attention written with NNlib pieces and staged as one call: scores by
# batched_mul of keys' transpose and queries, softmax over keys, values weighted by batched_mul.
using NNlib
function attend(q, k, v)
    kt = permutedims(k, (2, 1, 3))
    scores = batched_mul(kt, q) ./ sqrt(size(q, 1))
    α = softmax(scores; dims=1)
    batched_mul(v, α), α
end
q = reshape(collect(0.0:23.0) .% 5 ./ 4 .- 0.5, 4, 3, 2)
k = reshape(collect(0.0:31.0) .% 7 ./ 4 .- 0.75, 4, 4, 2)
v = reshape(collect(0.0:47.0) .% 3 .- 1, 6, 4, 2)
y, α = attend(q, k, v)
println(size(y), " ", size(α))
println(round.(vec(y); digits=10))
println(round.(vec(α[:, :, 2]); digits=10))
println(round.(vec(sum(α; dims=1)); digits=12))
