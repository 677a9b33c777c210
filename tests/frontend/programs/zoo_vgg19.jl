# VGG-19 assembled from convolution blocks.
using Flux

function vgg_block(ch::Pair, depth::Int)
    layers = []
    cin, cout = ch
    for i in 1:depth
        push!(layers, Conv((3, 3), (i == 1 ? cin : cout) => cout, relu; pad = 1))
        push!(layers, BatchNorm(cout))
    end
    push!(layers, MaxPool((2, 2)))
    return layers
end

const VGG19_CONFIG = [(64, 2), (128, 2), (256, 4), (512, 4), (512, 4)]

function vgg19(; nclasses = 1000, inchannels = 3)
    layers = []
    cin = inchannels
    for (cout, depth) in VGG19_CONFIG
        append!(layers, vgg_block(cin => cout, depth))
        cin = cout
    end
    head = Chain(Flux.flatten,
                 Dense(512 * 7 * 7 => 4096, relu), Dropout(0.5),
                 Dense(4096 => 4096, relu), Dropout(0.5),
                 Dense(4096 => nclasses))
    return Chain(Chain(layers...), head)
end

model = vgg19()
x = randn(Float32, 224, 224, 3, 100)
@time y = model(x)
