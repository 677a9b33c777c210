# NNlib is a module: `import NNlib` gives qualified names, `using NNlib: name` picks single names.
import NNlib
using NNlib: softmax
println(NNlib.relu(-2.0), " ", NNlib.σ(0.0), " ", NNlib.gelu === NNlib.gelu_tanh)
println(round.(softmax([0.0, log(3.0)]); digits=6))
println(size(NNlib.conv(ones(4, 4, 1, 1), ones(2, 2, 1, 1))), " ", size(NNlib.maxpool(ones(4, 4, 1, 1), (2, 2))))
println(NNlib.batched_mul(ones(2, 3, 1), ones(3, 1, 1))[:, :, 1])
