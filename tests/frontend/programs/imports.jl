using Flux
using Flux, NNlib
using Flux: Chain, Dense, relu
using Statistics: mean, std
import Optimisers
import Optimisers: Adam, update!
import Base.Iterators: partition
using .Utils
using ..Parent.Child
import LinearAlgebra as LA
import NNlib: softmax as sm, relu
using MLUtils: DataLoader
import Base: +, *, ==
export train!, @layer
