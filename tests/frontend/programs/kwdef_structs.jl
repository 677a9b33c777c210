Base.@kwdef struct Config
    lr::Float64 = 1e-3
    epochs::Int = 10
    batchsize = 64
    use_cuda::Bool = false
end
@kwdef mutable struct Args
    η = 3e-4
    seed = 0
end
Base.@kwdef struct Opt{T}
    eta::T = 0.1
end
