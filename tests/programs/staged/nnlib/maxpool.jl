# maxpool staged: stride defaults to the window; padding never wins, so all-negative inputs stay
# negative at the borders; asymmetric pad with per-dim stride; integer inputs stay integers.
using NNlib
win22(x) = maxpool(x, (2, 2))
win23(x) = maxpool(x, (2, 3))
slide(x) = maxpool(x, (3, 3); stride=1)
negpad(x) = maxpool(-abs.(x) .- 1, (2, 2); pad=1)
asym(x) = maxpool(x, (2, 2); pad=(0, 1, 1, 0), stride=(1, 2))
x = reshape(collect(0.0:47.0) .% 11 .- 5, 4, 6, 2, 1)
println(size(win22(x)), " ", vec(win22(x)))
println(size(win23(x)), " ", vec(win23(x)))
println(size(slide(x)), " ", vec(slide(x)))
println(size(negpad(x)), " ", vec(negpad(x)))
println(size(asym(x)), " ", vec(asym(x)))
xi = reshape(collect(1:16), 4, 4, 1, 1)
println(win22(xi)[:, :, 1, 1], " ", eltype(win22(xi)))
