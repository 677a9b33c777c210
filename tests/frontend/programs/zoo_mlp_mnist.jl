# Multilayer perceptron on MNIST, in the style of the Flux model zoo.
using Flux, Statistics
using Flux: onehotbatch, onecold, logitcrossentropy
using Flux.Data: DataLoader

Base.@kwdef mutable struct Args
    η::Float64 = 3e-4
    batchsize::Int = 256
    epochs::Int = 10
end

function getdata(args)
    xtrain, ytrain = MLDatasets.MNIST(split = :train)[:]
    xtrain = Flux.flatten(xtrain)
    ytrain = onehotbatch(ytrain, 0:9)
    return DataLoader((xtrain, ytrain); batchsize = args.batchsize, shuffle = true)
end

build_model(; imgsize = (28, 28, 1), nclasses = 10) =
    Chain(Dense(prod(imgsize) => 32, relu), Dense(32 => nclasses))

function loss_and_accuracy(data_loader, model)
    acc = 0
    ls = 0.0f0
    num = 0
    for (x, y) in data_loader
        ŷ = model(x)
        ls += logitcrossentropy(ŷ, y, agg = sum)
        acc += sum(onecold(ŷ) .== onecold(y))
        num += size(x)[end]
    end
    return ls / num, acc / num
end

function train(; kws...)
    args = Args(; kws...)
    train_loader = getdata(args)
    model = build_model()
    opt_state = Flux.setup(Adam(args.η), model)
    for epoch in 1:args.epochs
        for (x, y) in train_loader
            gs = gradient(m -> logitcrossentropy(m(x), y), model)
            Flux.update!(opt_state, model, gs[1])
        end
        train_loss, train_acc = loss_and_accuracy(train_loader, model)
        println("Epoch $epoch: loss = $(round(train_loss; digits = 4)), acc = $(100train_acc)%")
    end
end

if abspath(PROGRAM_FILE) == @__FILE__
    train()
end
