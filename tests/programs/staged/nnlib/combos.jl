# Less common combinations staged: Int batched_mul stays Int (Float32 promotes), softmax of an Int
# matrix along rows, maxpool with stride past the window (gaps), a 3-d meanpool with per-dim stride
# and padding, one conv with groups, stride, dilation and asymmetric padding, a Float16 conv.
using NNlib
bmul(A, B) = batched_mul(A, B)
rows(x) = softmax(x; dims=2)
gaps(x) = maxpool(x, (2,); stride=3)
mean3(x) = meanpool(x, (2, 2, 2); stride=(1, 2, 1), pad=(1, 0, 0, 1, 0, 0))
mixed(x, w) = conv(x, w; groups=2, stride=2, dilation=2, pad=(2, 1, 0, 2))
half(x, w) = conv(x, w; pad=1)
A = reshape(collect(1:12), 2, 3, 2)
B = reshape(collect(1:12), 3, 2, 2)
println(vec(bmul(A, B)), " ", eltype(bmul(A, B)))
println(eltype(bmul(A, Float32.(B))), " ", bmul(A, Float32.(B)) == Float32.(bmul(A, B)))
println(round.(rows([1 2 3; 4 4 4]); digits=6))
println(vec(gaps(reshape(collect(1.0:8.0), 8, 1, 1))))
x3 = reshape(collect(0.0:47.0) .% 7, 4, 3, 2, 2, 1)
println(size(mean3(x3)), " ", vec(mean3(x3)))
x = reshape(collect(0.0:127.0) .% 5 .- 2, 8, 4, 4, 1)
w = reshape(collect(0.0:35.0) .% 3 .- 1, 3, 3, 2, 2)
println(size(mixed(x, w)), " ", vec(mixed(x, w)))
h = half(Float16.(reshape(collect(1.0:9.0), 3, 3, 1, 1)), Float16.(ones(2, 2, 1, 1)))
println(eltype(h), " ", size(h), " ", Float64.(vec(h)))
