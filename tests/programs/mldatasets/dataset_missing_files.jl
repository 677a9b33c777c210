# A folder without the IDX files: the error names the first file looked for.
using MLDatasets
FashionMNIST(split = :test, dir = "data")
