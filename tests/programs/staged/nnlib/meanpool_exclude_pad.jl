# meanpool with count_include_pad=false staged: each window's sum divided by its in-bounds count
# (padding is not averaged in), against the default that counts padding as zeros.
using NNlib
inside(x) = meanpool(x, (2, 2); pad=1, count_include_pad=false)
withpad(x) = meanpool(x, (2, 2); pad=1)
wide(x) = meanpool(x, (3, 3); pad=1, stride=1, count_include_pad=false)
x = reshape(collect(0.0:47.0) .% 11 .- 5, 4, 6, 2, 1)
println(size(inside(x)), " ", vec(inside(x)))
println(vec(withpad(x)))
println(round.(vec(wide(x)[:, :, 2, 1]); digits=10))
