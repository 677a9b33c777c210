# VGG as Metalhead.jl builds it (Metalhead 0.9, src/convnets/vgg.jl): blocks of 3x3 convolutions with
# padding 1 and relu, each block ending in a 2x2 max pool, then a classifier of two Dense(…, 4096,
# relu) layers with Dropout and a last Dense to the classes. Included by vgg19.jl,
# vgg19_train_loop.jl and bench/vgg19/check.jl.
using Flux

# (output channels, convolutions) per block, Metalhead's VGG_CONV_CONFIGS
const VGG_CONV_CONFIGS = Dict(:A => [(64, 1), (128, 1), (256, 2), (512, 2), (512, 2)],
                              :B => [(64, 2), (128, 2), (256, 2), (512, 2), (512, 2)],
                              :D => [(64, 2), (128, 2), (256, 3), (512, 3), (512, 3)],
                              :E => [(64, 2), (128, 2), (256, 4), (512, 4), (512, 4)])
const VGG_CONFIG_OF_DEPTH = Dict(11 => :A, 13 => :B, 16 => :D, 19 => :E)

function vgg_block(ifilters, ofilters, depth)
    layers = []
    for _ in 1:depth
        push!(layers, Conv((3, 3), ifilters => ofilters, relu; pad = (1, 1)))
        ifilters = ofilters
    end
    return layers
end

function vgg_convolutional_layers(config, inchannels)
    layers = []
    ifilters = inchannels
    for (ofilters, depth) in config
        append!(layers, vgg_block(ifilters, ofilters, depth))
        push!(layers, MaxPool((2, 2); stride = 2))
        ifilters = ofilters
    end
    return layers
end

vgg_classifier_layers(infeatures, nclasses, fcsize, dropout) =
    [Flux.flatten, Dense(infeatures => fcsize, relu), Dropout(dropout), Dense(fcsize => fcsize, relu), Dropout(dropout),
     Dense(fcsize => nclasses)]

# VGG(depth; imsize, inchannels, nclasses, fcsize, dropout): Chain(Chain(convolutions...), Chain(classifier...)).
function VGG(depth::Integer = 19; imsize = (224, 224), inchannels = 3, nclasses = 1000, fcsize = 4096, dropout = 0.5)
    config = VGG_CONV_CONFIGS[VGG_CONFIG_OF_DEPTH[depth]]
    conv = vgg_convolutional_layers(config, inchannels)
    outsize = imsize .÷ 2^length(config)  # Metalhead computes this with Flux.outputsize
    class = vgg_classifier_layers(prod(outsize) * config[end][1], nclasses, fcsize, dropout)
    return Chain(Chain(conv...), Chain(class...))
end
