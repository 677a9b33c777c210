struct ResidualBlock{C}
    chain::C
end
Flux.@layer ResidualBlock

function ResidualBlock(ch::Int; stride = 1)
    ResidualBlock(Chain(
        Conv((3, 3), ch => ch; stride, pad = SamePad()),
        BatchNorm(ch, relu),
        Conv((3, 3), ch => ch; pad = SamePad()),
        BatchNorm(ch),
    ))
end

(r::ResidualBlock)(x) = relu.(r.chain(x) .+ x)

resnet(n; nblocks = 3) = Chain(Conv((3, 3), 3 => n, relu; pad = 1),
                               [ResidualBlock(n) for _ in 1:nblocks]...,
                               GlobalMeanPool(), Flux.flatten, Dense(n => 10))
