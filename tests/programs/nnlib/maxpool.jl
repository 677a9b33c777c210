# maxpool: the maximum of each window, stride defaulting to the window; padded positions are skipped
# (never zeros), so all-negative inputs stay negative at the borders. Values from pool_oracle.py.
using NNlib
x = reshape(collect(0.0:47.0) .% 11 .- 5, 4, 6, 2, 1)
y = maxpool(x, (2, 2))
println(size(y), " ", vec(y))
println(size(maxpool(x, (2, 3))), " ", vec(maxpool(x, (2, 3))))
println(size(maxpool(x, (3, 3); stride=1)), " ", vec(maxpool(x, (3, 3); stride=1)))
z = -abs.(x) .- 1
println(size(maxpool(z, (2, 2); pad=1)), " ", vec(maxpool(z, (2, 2); pad=1)))
p = maxpool(x, (2, 2); pad=(0, 1, 1, 0), stride=(1, 2))
println(size(p), " ", vec(p))
xi = reshape(collect(1:16), 4, 4, 1, 1)
println(maxpool(xi, (2, 2))[:, :, 1, 1], " ", eltype(maxpool(xi, (2, 2))))
