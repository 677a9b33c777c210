# meanpool multiplies each window's sum by 1/prod(k): padding counts as zeros in NNlib's default;
# count_include_pad=false divides by the in-bounds count instead.
using NNlib
x = reshape(collect(0.0:47.0) .% 11 .- 5, 4, 6, 2, 1)
println(size(meanpool(x, (2, 2))), " ", vec(meanpool(x, (2, 2))))
println(vec(meanpool(x, (2, 3); stride=1)))
println(size(meanpool(x, (2, 2); pad=1)), " ", vec(meanpool(x, (2, 2); pad=1)))
println(vec(meanpool(x, (2, 2); pad=1, count_include_pad=false)))
println(vec(meanpool(x, (3, 2); pad=(1, 0, 0, 1), stride=(2, 1))))
println(eltype(meanpool(Float32.(x), (2, 2))))
