# MLUtils' DataLoader (re-exported by Flux): observations are the last dimension; batches of
# `batchsize`, the last one partial unless `partial = false`; tuples and NamedTuples of arrays
# batch together; `shuffle = true` draws the epoch's order as randperm(rng, n) (MLUtils'
# shuffleobs). Expected values are worked out by hand from those rules. A `for` over a loader in a
# function is one compiled epoch (epoch_train.jl): here its sums are checked against host sums.
using Flux, Random
import MLUtils

x = reshape(1.0:24.0, 2, 12) |> collect      # observation j is [2j-1, 2j]
y = collect(101:112)
d = DataLoader((x, y); batchsize = 5)
println(length(d), " ", MLUtils.numobs((x, y)), " ", MLUtils.batchsize(d), " ", Flux.DataLoader === MLUtils.DataLoader)
for (a, b) in d
    println(size(a), " ", b, " ", a[:, 1])
end
println(length(DataLoader(x; batchsize = 5, partial = false)))
for b in DataLoader(y; batchsize = 5, partial = false)
    println(b)
end
for nt in DataLoader((features = x, labels = y); batchsize = 8)
    println(keys(nt), " ", size(nt.features), " ", nt.labels)
end
println(MLUtils.getobs(x, 3), " ", MLUtils.getobs((x, y), [2, 4]))
# shuffle: each epoch is the next randperm of the loader's rng
ds = DataLoader((x, y); batchsize = 4, shuffle = true, rng = Xoshiro(3))
rng = Xoshiro(3)
for epoch in 1:2
    perm = randperm(rng, 12)
    got = Int[]
    for (a, b) in ds
        append!(got, b .- 100)
        a == x[:, b .- 100] || println("features and labels disagree")
    end
    println("epoch $epoch follows randperm: ", got == perm, ", a permutation: ", sort(got) == 1:12)
end

# in a compiled function: sums over the batches, the batch count and the partial batch's size
function sums(loader)
    s, n, w = 0.0, 0, 0.0
    for (a, b) in loader
        s += sum(a) + sum(b)
        n += 1
        w += size(a, 2) * a[1, 1]  # the first observation of each batch, weighted by its size
    end
    return s, n, w
end
s, n, w = sums(DataLoader((x, y); batchsize = 5))
println(s == sum(x) + sum(y), " ", n, " ", w == 5 * 1 + 5 * 11 + 2 * 21)
s, n, w = sums(DataLoader((x, y); batchsize = 5, partial = false))
println(s == sum(x[:, 1:10]) + sum(y[1:10]), " ", n)
ds = DataLoader((x, y); batchsize = 4, shuffle = true, rng = Xoshiro(3))
rng = Xoshiro(3)
for epoch in 1:2
    perm = randperm(rng, 12)
    t = sums(ds)
    println("compiled epoch $epoch: ", t[2], " ", t[3] == 4 * (x[1, perm[1]] + x[1, perm[5]] + x[1, perm[9]]))
end

# break and return in a compiled epoch: a staged break skips the rest, also the partial batch; a
# return on every path runs the first batch only
x32 = Float32.(reshape(1:24, 2, 12))
function firstbig(loader)
    found, count = 0.0f0, 0
    for xb in loader
        count += 1
        if sum(xb) > 40
            found = sum(xb)
            break
        end
    end
    return found, count
end
println(firstbig(DataLoader(x32; batchsize = 5)), " ", firstbig(DataLoader(x32[:, 1:11] .* 0; batchsize = 5)))
function lastbatch(loader)
    for xb in loader
        size(xb, 2) < 5 && return sum(xb)
    end
    return -1.0f0
end
println(lastbatch(DataLoader(x32; batchsize = 5)), " ", lastbatch(DataLoader(x32; batchsize = 4)), " ", lastbatch(DataLoader(x32; batchsize = 6)))

# splitobs and shuffleobs
train, test = MLUtils.splitobs((x, y); at = 0.75)
println(size(train[1]), " ", test[2], " ", sort(MLUtils.shuffleobs(Xoshiro(1), y)) == y)
