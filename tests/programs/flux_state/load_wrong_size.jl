# Weights saved from one model and loaded into a wider one: Flux's DimensionMismatch.
using Flux
dir = tempname()
small = Chain(Dense(2 => 3, relu), Dense(3 => 1))
Flux.savemodel(dir, small)
Flux.loadmodel(dir, Chain(Dense(2 => 4, relu), Dense(4 => 1)))
