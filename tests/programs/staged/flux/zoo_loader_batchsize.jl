# The model zoo's loader functions build a DataLoader inside a function called with the data and a
# batch size (`simple_loader(train_data, batchsize = 256)`): the loader compiles with the batch
# size in, and its batches are the closed form: observations (b-1)*bs+1 : min(b*bs, n) in order.
using Flux

struct Split
    features::Array{Float32, 3}
    targets::Vector{Int}
end

function simple_loader(data::Split; batchsize::Int = 64)
    x2dim = reshape(data.features, 4, :)
    yhot = Flux.onehotbatch(data.targets, 0:2)
    Flux.DataLoader((x2dim, yhot); batchsize, shuffle = false)
end

n = 10
data = Split(reshape(Float32.(1:4n), 2, 2, n), [mod(i, 3) for i in 1:n])
for bs in (4, 3, 10)
    loader = simple_loader(data, batchsize = bs)
    ok = length(loader) == cld(n, bs)
    for (b, (x, y)) in enumerate(loader)
        ids = (b - 1) * bs + 1 : min(b * bs, n)
        ok &= x == Float32[4(i - 1) + r for r in 1:4, i in ids]
        ok &= Flux.onecold(y, 0:2) == [mod(i, 3) for i in ids]
    end
    println(bs, ": ", length(loader), " batches, ", ok)
end
x1, y1 = first(simple_loader(data, batchsize = 6))
println(size(x1), " ", size(y1))
