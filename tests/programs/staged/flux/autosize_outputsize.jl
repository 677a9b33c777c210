# Flux.outputsize: the output size of a model for an input size, read from the StableHLO its call
# stages to (nothing runs: a layer that prints shows it). Sizes checked by hand below.
using Flux

struct Loud end
(l::Loud)(x) = (println("Loud ran on ", size(x)); x)

# Dense: (in, batch) -> (out, batch); a 3-d input keeps its trailing dimensions.
println(Flux.outputsize(Dense(3 => 4), (3, 7)))                        # (4, 7)
println(Flux.outputsize(Dense(3 => 4), (3, 2, 5)))                     # (4, 2, 5)
println(Flux.outputsize(Chain(Loud(), Dense(3 => 4, relu)), (3,); padbatch=true))   # (4, 1)
# Conv 3x3, no padding: 32-3+1 = 30; stride 2 with pad 1: (32+2-3)÷2+1 = 16.
println(Flux.outputsize(Conv((3, 3), 3 => 8), (32, 32, 3, 2)))         # (30, 30, 8, 2)
println(Flux.outputsize(Conv((3, 3), 3 => 8; stride=2, pad=1), (32, 32, 3, 2)))   # (16, 16, 8, 2)
println(Flux.outputsize(Conv((5, 5), 1 => 4; pad=SamePad()), (28, 28, 1, 1)))    # (28, 28, 4, 1)
# MaxPool 2x2 (stride 2): 30÷2 = 15; 3x3 on 16: 16÷3 = 5.
println(Flux.outputsize(MaxPool((2, 2)), (30, 30, 8, 2)))              # (15, 15, 8, 2)
println(Flux.outputsize(MeanPool((3, 3)), (16, 16, 8, 2)))             # (5, 5, 8, 2)
# flatten keeps the last dimension: 5*5*8 = 200.
println(Flux.outputsize(Flux.flatten, (5, 5, 8, 2)))                   # (200, 2)
m = Chain(Conv((3, 3), 3 => 8, relu), MaxPool((2, 2)), Conv((3, 3), 8 => 16, relu), MaxPool((2, 2)),
          Flux.flatten, Dense(576 => 10))
# 32 -> 30 -> 15 -> 13 -> 6; 6*6*16 = 576.
println(Flux.outputsize(m, (32, 32, 3, 4)))                            # (10, 4)
println(Flux.outputsize(m[1:4], (32, 32, 3); padbatch=true))           # (6, 6, 16, 1)
# Two inputs: a Parallel with one branch per input, joined by vcat.
p = Parallel(vcat, Dense(3 => 2), Dense(5 => 4))
println(Flux.outputsize(p, (3, 6), (5, 6)))                            # (6, 6)
println(Flux.outputsize(p, ((3, 6), (5, 6))))                          # (6, 6)
x = rand(Float32, 32, 32, 3, 4)
println(size(m(x)) == Flux.outputsize(m, size(x)))
