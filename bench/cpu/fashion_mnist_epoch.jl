# One epoch of Fashion-MNIST training of a 784-512-512-10 relu MLP, compiled as ONE executable: the
# function `train_epoch!` loops `for (x, y) in loader` over a shuffling Flux.DataLoader (batches of
# 128, the last one partial: 468 x 128 + 96 images) doing forward, backward (Flux.withgradient of
# Flux.logitcrossentropy) and Adam's update (Flux.setup(Adam(1e-3), model), Flux.update!) per batch;
# juxla stages the whole loop into one stablehlo.while (docs/flux.md, "One executable per epoch").
# The peer is bench/cpu/torch_epoch.py: the same model, batch size, optimizer and data, PyTorch's
# eager loop over a DataLoader.
#
# The data are Debian's dataset-fashion-mnist IDX files (MLDatasets.FashionMNIST), 60000 training
# images as 784 x 60000 Float32 in [0, 1]; loading them is not timed. The first call of
# train_epoch! compiles it and runs epoch 1 (first_call_s); WARMUP more epochs, then RUNS epochs are
# timed with @elapsed; the line printed is JSON with the median time of one epoch, the mean loss of
# each epoch and the test accuracy after the last one (10000 images, one compiled forward pass).
#
# Options: bench/cpu/run.sh sets them by defining globals before including this file.
#   BENCH_BATCH   batch size (128)          BENCH_RUNS    timed epochs (3)
#   BENCH_WARMUP  untimed epochs after the compiling one (0)
#   BENCH_NTRAIN  training images (60000; fewer for a smoke test)
#   BENCH_DEVICE  the label printed ("cpu"; juxla run's --device decides where it runs)
#   BENCH_CHECK   run 2 epochs and print their losses and a checksum (for comparing devices), no timing
using Flux, MLDatasets, Random, Statistics

include("common.jl")  # peak_rss_mib()

const BATCH = isdefined(Main, :BENCH_BATCH) ? BENCH_BATCH : 128
const RUNS = isdefined(Main, :BENCH_RUNS) ? BENCH_RUNS : 3
const WARMUP = isdefined(Main, :BENCH_WARMUP) ? BENCH_WARMUP : 0
const NTRAIN = isdefined(Main, :BENCH_NTRAIN) ? BENCH_NTRAIN : 60000
const DEVICE = isdefined(Main, :BENCH_DEVICE) ? BENCH_DEVICE : "cpu"
const CHECK = isdefined(Main, :BENCH_CHECK) ? BENCH_CHECK : false

Random.seed!(1234)
train = FashionMNIST(split = :train)
test = FashionMNIST(split = :test)
x_train = reshape(train.features[:, :, 1:NTRAIN], 28 * 28, :)
y_train = Flux.onehotbatch(train.targets[1:NTRAIN], 0:9)
x_test = reshape(test.features, 28 * 28, :)
loader = Flux.DataLoader((x_train, y_train); batchsize = BATCH, shuffle = true, rng = Xoshiro(7))

model = Chain(Dense(784 => 512, relu), Dense(512 => 512, relu), Dense(512 => 10))
opt_state = Flux.setup(Adam(1.0e-3), model)

# the whole epoch: one compiled executable (a stablehlo.while over the full batches, then the last one)
function train_epoch!(model, opt_state, loader)
    total = 0.0f0
    for (x, y) in loader
        loss, grads = Flux.withgradient(m -> Flux.logitcrossentropy(m(x), y), model)
        Flux.update!(opt_state, model, grads[1])
        total += loss
    end
    return total / length(loader)
end

accuracy(model, x, labels) = mean(Flux.onecold(model(x), 0:9) .== labels)

# 2 flops per multiply-add of the three layers, forward, 3x for a training step, over every image
gflop = 3 * 2.0 * (784 * 512 + 512 * 512 + 512 * 10) * NTRAIN / 1e9

rss_setup = peak_rss_mib()  # the data and the model, before compiling
losses = Float64[]
if CHECK
    push!(losses, train_epoch!(model, opt_state, loader))
    push!(losses, train_epoch!(model, opt_state, loader))
    println("{\"case\": \"fmnist_mlp_epoch\", \"device\": \"$DEVICE\", \"batch\": $BATCH, \"ntrain\": $NTRAIN, ",
            "\"losses\": \"$(round.(losses; digits = 5))\", \"sum_w1\": $(sum(Float64.(model[1].weight))), ",
            "\"sum_abs_w_last\": $(sum(abs.(Float64.(model[end].weight))))}")
else
    compiled_before = Base.__compile_seconds()  # juxla's own count of compiling time
    first_s = @elapsed push!(losses, train_epoch!(model, opt_state, loader))
    juxla_compile_s = Base.__compile_seconds() - compiled_before
    for _ in 1:WARMUP
        push!(losses, train_epoch!(model, opt_state, loader))
    end
    times = Float64[]
    for _ in 1:RUNS
        push!(times, @elapsed(push!(losses, train_epoch!(model, opt_state, loader))))
    end
    t = median(times)
    acc = accuracy(model, x_test, test.targets)
    println("{\"case\": \"fmnist_mlp_epoch\", \"device\": \"$DEVICE\", \"batch\": $BATCH, \"ntrain\": $NTRAIN, \"runs\": $RUNS, ",
            "\"median_s\": $(round(t; sigdigits = 5)), \"min_s\": $(round(minimum(times); sigdigits = 5)), ",
            "\"compile_s\": $(round(juxla_compile_s; sigdigits = 4)), \"first_call_s\": $(round(first_s; sigdigits = 4)), \"rss_setup_mib\": $rss_setup, \"rss_peak_mib\": $(peak_rss_mib()), \"gflop\": $(round(gflop; digits = 4)), ",
            "\"gflops\": $(round(gflop / t; sigdigits = 5)), \"epoch_losses\": \"$(round.(losses; digits = 4))\", ",
            "\"test_accuracy\": $(round(acc; digits = 4))}")
end
