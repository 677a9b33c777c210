# NNlib functions without a staged rule run their Julia definitions on staged values: gather of
# columns, upsample_nearest, and ∇conv_data (the gradient of conv with respect to its input).
using NNlib
cols(src, idx) = NNlib.gather(src, idx)
up(x) = upsample_nearest(x, (2, 3))
dx(dy, w) = ∇conv_data(dy, w, DenseConvDims((5, 5, 1, 1), size(w)))
println(cols([1.0 2.0 3.0; 4.0 5.0 6.0], [3, 1, 3]))
u = up(reshape([1.0, 2.0, 3.0, 4.0], 2, 2, 1, 1))
println(size(u), " ", vec(u))
println(dx(ones(3, 3, 1, 1), reshape(collect(1.0:9.0), 3, 3, 1, 1))[:, :, 1, 1])
