# FashionMNIST from Debian's dataset-fashion-mnist, printed for comparison with
# fashion_mnist_data.py, which computes the same lines with NumPy from the raw gzipped bytes.
using MLDatasets

for split in (:train, :test)
    d = FashionMNIST(split = split)
    println(split, " ", typeof(d.features), " ", size(d.features), " ", typeof(d.targets), " ", length(d))
    println("targets[1:20] ", d.targets[1:20])
    println("counts ", [count(==(k), d.targets) for k in 0:9])
    println("extrema ", extrema(d.features))
    # image 1, row 14 (features is (width, height, n): x[:, 14, 1] is the 14th row of pixels)
    println("row14 ", join(d.features[:, 14, 1], " "))
    println("col20 of image 3 ", join(d.features[20, :, 3], " "))
    println("pixel sum of image 1 (bytes) ", sum(round.(Int, d.features[:, :, 1] .* 255)))
    o = d[7]
    println("d[7] ", size(o.features), " ", o.targets, " ", o.features == d.features[:, :, 7])
    b = d[1:10]
    println("d[1:10] ", size(b.features), " ", b.targets)
end
m = MNIST(split = :test, dir = "/usr/share/datasets/fashion-mnist")
println("MNIST(dir) ", size(m.features), " ", m.targets[1:5])
println(FashionMNIST(split = :test))
