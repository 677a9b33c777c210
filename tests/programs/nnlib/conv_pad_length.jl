# pad is an Int, one value per spatial dim, or a lo/hi pair per spatial dim; 3 values for a 2-d conv is NNlib's error.
using NNlib
x = ones(5, 5, 1, 1)
w = ones(3, 3, 1, 1)
println(size(conv(x, w; pad=(1, 2))))
conv(x, w; pad=(1, 1, 1))
