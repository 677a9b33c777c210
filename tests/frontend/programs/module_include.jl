module MyNet
using Flux
include("layers.jl")
include("train.jl")
export MyModel, fit!
"""
    MyModel(n)

Builds the model.
"""
MyModel(n) = Chain(Dense(n => n))
end
