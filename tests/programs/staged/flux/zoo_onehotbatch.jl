# Flux.onehotbatch inside a compiled function, on labels passed in (the model zoo's loaders call it
# on `data.targets`): checked element by element against the definition (row i of column j is
# true exactly when label j is the i-th label), and onecold inverts it.
using Flux

struct LabelledData
    features::Matrix{Float32}
    targets::Vector{Int}
end

encode(labels) = Flux.onehotbatch(labels, 0:9)
count_per_class(d::LabelledData) = vec(sum(Flux.onehotbatch(d.targets, 0:9); dims = 2))

labels = [3, 0, 9, 3, 7, 1]
y = encode(labels)
println(size(y), " ", eltype(y))
println(all(y[i, j] == (labels[j] == i - 1) for i in 1:10, j in 1:6))
println(Flux.onecold(y, 0:9) == labels)
println(count_per_class(LabelledData(zeros(Float32, 2, 6), labels)))  # 0:9 occur 1,1,0,2,0,0,0,1,0,1 times
# labels that are not a range, and a default for values not among them
println(encode([0, 9]) == Bool[1 0; 0 0; 0 0; 0 0; 0 0; 0 0; 0 0; 0 0; 0 0; 0 1])
odd(v) = Flux.onehotbatch(v, [1, 3, 5], 5)
println(odd([3, 4, 1]) == Bool[0 0 1; 1 0 0; 0 1 0])
