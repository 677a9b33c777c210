# Flux.@autosize as the model zoo's vision/conv_mnist/conv_mnist.jl writes it (LeNet-5): each `_`
# is the size its layer consumes, found by staging the layers before it without running them.
using Flux

lenet2 = Flux.@autosize (28, 28, 1, 1) Chain(
    Conv((5, 5), 1=>6, relu),
    MaxPool((2, 2)),
    Conv((5, 5), _=>16, relu),
    MaxPool((2, 2)),
    Flux.flatten,
    Dense(_ => 120, relu),
    Dense(_ => 84, relu), 
    Dense(_ => 10),
)
println(lenet2)
# By hand: 28-5+1 = 24, pooled 12 (6 channels); 12-5+1 = 8, pooled 4; 4*4*16 = 256.
println(size(lenet2[3].weight), " ", size(lenet2[6].weight), " ", size(lenet2[7].weight), " ", size(lenet2[8].weight))

# The sizes written out, as the script's first model has them: @autosize only checks them.
lenet = Flux.@autosize (28, 28, 1, 1) Chain(
    Conv((5, 5),1=>6, relu), MaxPool((2, 2)), Conv((5, 5),6=>16, relu), MaxPool((2, 2)),
    Flux.flatten, Dense(256 => 120, relu), Dense(120 => 84, relu), Dense(84 => 10))

x1 = rand(Float32, 28, 28, 1, 64)
@show lenet2(cpu(x1)) |> size;
Flux.loadmodel!(lenet2, Flux.state(lenet))
@show lenet2(cpu(x1)) ≈ cpu(lenet(x1));
@show Flux.outputsize(lenet, (28, 28, 1, 64))
@show Flux.outputsize(lenet[1:3], (28, 28, 1); padbatch=true)
