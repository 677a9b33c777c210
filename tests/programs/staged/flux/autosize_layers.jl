# Flux.@autosize on single layers, nested Chains (named too), SkipConnection and Parallel, with `_`
# inside expressions (`_ ÷ 4`): Dense, LayerNorm and Scale size from the first dimension, the others
# from the channel (second-last) one, as Flux's autosizefor.
using Flux

println(Flux.@autosize (5, 2) Dense(_ => 3))
println(Flux.@autosize (3, 1) Chain(Dense(_ => 2, sigmoid), BatchNorm(_, affine=false)))

# Flux's documented example: input 28x28, 1 channel, batch 32.
# Conv stride 2 with SamePad: 14x14x5; MeanPool 3: 4x4x5; flatten: 80; 80÷4 = 20.
m = Flux.@autosize (28, 28, 1, 32) Chain(
    Chain(c = Conv((3, 3), _ => 5; stride=2, pad=SamePad()),
          p = MeanPool((3, 3)),
          b = BatchNorm(_),
          f = Flux.flatten),
    Dense(_ => _ ÷ 4, relu, init=Flux.rand32),
    SkipConnection(Dense(_ => _, relu), +),
    Dense(_ => 10),
)
println(m)
println(Flux.outputsize(m, (28, 28, 1, 32)))
println(size(m[2].weight), " ", size(m[3].layers.weight), " ", size(m[4].weight))

# Keyword form of Chain, LayerNorm, and a Parallel whose branches both see the input.
k = Flux.@autosize (6, 4) Chain(enc = Dense(_ => 8, tanh), norm = LayerNorm(_),
                                 heads = Parallel(vcat, Dense(_ => 2), Dense(_ => 3)), out = Dense(_ => 1))
println(k)
println(keys(k.layers), " ", Flux.outputsize(k, (6, 4)))

# A conv stack sized for 3 channels, then for 1: only the input size changes.
for c in (3, 1)
    net = Flux.@autosize (16, 16, c, 1) Chain(Conv((3, 3), _ => 4, relu), Conv((3, 3), _ => _ * 2), Flux.flatten, Dense(_ => 2))
    # 16 -> 14 -> 12; 12*12*8 = 1152.
    println(size(net[1].weight), " ", size(net[2].weight), " ", size(net[4].weight))
    x = rand(Float32, 16, 16, c, 3)
    println(size(net(x)))
end
