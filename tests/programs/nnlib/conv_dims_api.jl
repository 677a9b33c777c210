# NNlib's DenseConvDims and PoolDims (what Flux's Conv and MaxPool build): conv(x, w, cdims) and
# maxpool(x, pdims) are the keyword forms; the accessors report the normalized geometry.
using NNlib
x = reshape(collect(0.0:99.0) .% 9 .- 4, 5, 5, 4, 1)
w = reshape(collect(0.0:71.0) .% 5 ./ 4, 3, 3, 2, 4)
cdims = DenseConvDims(x, w; stride=2, padding=1, groups=2)
println(NNlib.output_size(cdims), " ", NNlib.channels_out(cdims), " ", NNlib.padding(cdims), " ", NNlib.groupcount(cdims))
println(conv(x, w, cdims) == conv(x, w; stride=2, pad=1, groups=2))
println(NNlib.flipkernel(DenseConvDims(size(x), size(w); groups=2, flipkernel=true)), " ", NNlib.kernel_size(cdims))
pdims = PoolDims(x, (2, 2); stride=1)
println(NNlib.output_size(pdims), " ", maxpool(x, pdims) == maxpool(x, (2, 2); stride=1), " ", meanpool(x, pdims) == meanpool(x, (2, 2); stride=1))
println(NNlib.output_size(PoolDims(x, 2)), " ", NNlib.padding(PoolDims(x, 3; padding=1)), " ", NNlib.output_size(PoolDims(x, 3; padding=(1, 0))))
