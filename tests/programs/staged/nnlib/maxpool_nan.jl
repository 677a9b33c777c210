# NaN and signed zeros in staged maxpool: NNlib's loop keeps `xv > m` starting from -floatmax, so NaN
# never wins (a window of only NaN or padding gives -floatmax, not NaN) and of -0.0 and 0.0 the first in
# the window (w fastest, then h) is kept. Values: pool_nnlib.py.
using NNlib
padded(x) = maxpool(x, (2,); pad=1)
sliding(x) = maxpool(x, (3,); stride=1)
win22(x) = maxpool(x, (2, 2))
win21(x) = maxpool(x, (2, 1))
win2(x) = maxpool(x, (2,))
xn = reshape([NaN, 1.0, 2.0, NaN, -1.0, 3.0], 6, 1, 1)
println(vec(padded(xn)))
println(vec(sliding(xn)))
xm = reshape([1.0, NaN, NaN, 2.0, NaN, NaN, -Inf, 5.0], 4, 2, 1, 1)
println(size(win22(xm)), " ", vec(win22(xm)))
println(vec(win21(xm)))
zs = reshape([-0.0, 0.0, 0.0, -0.0, -0.0, -0.0], 6, 1, 1)
println(vec(win2(zs)), " ", vec(padded(zs)))
zm = reshape([0.0, -0.0, -0.0, 0.0, -0.0, 0.0, 0.0, 0.0, -1.0, -0.0, 0.0, -2.0, 0.0, -0.0, -0.0, -3.0], 4, 2, 2, 1)
println(vec(win22(zm)), " ", vec(win21(zm)))
