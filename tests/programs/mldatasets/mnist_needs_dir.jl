# MNIST reads the IDX files from a folder the user gives: Debian has no MNIST package.
using MLDatasets
MNIST(split = :test)
