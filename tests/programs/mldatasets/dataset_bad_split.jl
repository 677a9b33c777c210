# The split is :train or :test.
using MLDatasets
FashionMNIST(split = :validation)
