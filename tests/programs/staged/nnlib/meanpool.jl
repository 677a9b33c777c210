# meanpool staged: each window's sum times 1/prod(k), padding counting as zeros; sliding windows,
# asymmetric pad with per-dim stride; Float32 stays Float32.
using NNlib
win22(x) = meanpool(x, (2, 2))
slide(x) = meanpool(x, (2, 3); stride=1)
padded(x) = meanpool(x, (2, 2); pad=1)
asym(x) = meanpool(x, (3, 2); pad=(1, 0, 0, 1), stride=(2, 1))
x = reshape(collect(0.0:47.0) .% 11 .- 5, 4, 6, 2, 1)
println(size(win22(x)), " ", vec(win22(x)))
println(vec(slide(x)))
println(size(padded(x)), " ", vec(padded(x)))
println(vec(asym(x)))
y32 = win22(Float32.(x))
println(eltype(y32), " ", y32 == Float32.(win22(x)))
