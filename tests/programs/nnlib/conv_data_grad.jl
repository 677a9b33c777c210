# ∇conv_data(dy, w, cdims) is the gradient of conv(x, w, cdims) with respect to x (Flux's
# ConvTranspose is this map). Values from conv_oracle.py (PyTorch autograd).
using NNlib
x = reshape(collect(0.0:59.0) .% 7 .- 3, 6, 5, 2, 1)
w = reshape(collect(1.0:36.0) .% 5 ./ 2, 3, 3, 2, 2)
cdims = DenseConvDims(x, w; stride=2, padding=(1, 0, 1, 1))
dy = reshape(collect(0.0:17.0) .% 4 .- 1.5, 3, 3, 2, 1)
dx = ∇conv_data(dy, w, cdims)
println(size(dx), " ", vec(dx))
# the adjoint identity <conv(x), dy> == <x, ∇conv_data(dy)>
println(sum(conv(x, w, cdims) .* dy) == sum(x .* dx))
cf = DenseConvDims(size(x), size(w); flipkernel=true, dilation=(1, 2))
dyf = reshape(collect(0.0:7.0) .% 5 .- 2, 4, 1, 2, 1)
println(vec(∇conv_data(dyf, w, cf)))
x4 = reshape(collect(0.0:99.0) .% 6 .- 2.5, 5, 5, 4, 1)
w4 = reshape(collect(0.0:71.0) .% 5 ./ 4, 3, 3, 2, 4)
cg = DenseConvDims(x4, w4; groups=2, padding=1)
dyg = reshape(collect(0.0:99.0) .% 3 .- 1, 5, 5, 4, 1)
println(vec(∇conv_data(dyg, w4, cg)[:, :, 3, 1]))
