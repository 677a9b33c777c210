# conv and pooling inside a staged loop: a residual smoothing x .+= 0.25 .* conv(x, w; pad=1)
# repeated n times (one while loop carrying x), then a maxpool of the result.
using NNlib
function smooth!(x, w, n)
    for i in 1:n
        x .+= 0.25 .* conv(x, w; pad=1)
    end
    maxpool(x, (2, 2))
end
x = reshape(collect(0.0:35.0) .% 5 .- 2, 6, 6, 1, 1)
w = reshape([0.0, 1.0, 0.0, 1.0, -4.0, 1.0, 0.0, 1.0, 0.0], 3, 3, 1, 1)
p = smooth!(x, w, 3)
println(size(p), " ", vec(p))
println(vec(x))
