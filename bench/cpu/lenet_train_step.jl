# One training step of LeNet-5 on 1x28x28 images, as /work/shared/peers/torch_bench.py's cnn_train:
# conv 5x5 1=>6 pad 2 + relu, maxpool 2x2, conv 5x5 6=>16 + relu, maxpool 2x2, flatten (400), dense
# 400-120-84-10 with relu, as a Flux Chain; softmax cross-entropy (Flux.logitcrossentropy, the mean
# over the batch) on random images and labels, the gradient of every parameter by Flux.withgradient,
# and one SGD update (Descent(0.01)) written into the model by Flux.update!. Float32, WHCN
# 28x28x1x64. Weights: Flux's default init (fixed seed).
#
# The compiled function `step!(model, opt_state, x, y)` (forward, backward and update in one
# executable) is called once to compile it (first_call_s), WARMUP times more, then timed RUNS times
# with @elapsed; the line printed is JSON with the median. Each timed call is a real step.
#
# Options: bench/cpu/run.sh sets them by defining globals before including this file.
#   BENCH_BATCH   batch size (64)           BENCH_RUNS    timed runs (50)
#   BENCH_WARMUP  untimed runs after the compiling one (5)
#   BENCH_DEVICE  the label printed ("cpu"; juxla run's --device decides where it runs)
#   BENCH_CHECK   print the losses of a few steps and a checksum (for comparing devices) instead of timing
using Flux, Random, Statistics

include("common.jl")  # peak_rss_mib()

const BATCH = isdefined(Main, :BENCH_BATCH) ? BENCH_BATCH : 64
const RUNS = isdefined(Main, :BENCH_RUNS) ? BENCH_RUNS : 50
const WARMUP = isdefined(Main, :BENCH_WARMUP) ? BENCH_WARMUP : 5
const DEVICE = isdefined(Main, :BENCH_DEVICE) ? BENCH_DEVICE : "cpu"
const CHECK = isdefined(Main, :BENCH_CHECK) ? BENCH_CHECK : false

lenet5() = Chain(Conv((5, 5), 1 => 6, relu; pad = 2), MaxPool((2, 2)), Conv((5, 5), 6 => 16, relu), MaxPool((2, 2)),
                 Flux.flatten, Dense(400 => 120, relu), Dense(120 => 84, relu), Dense(84 => 10))

function step!(model, opt_state, x, y)
    loss, grads = Flux.withgradient(m -> Flux.logitcrossentropy(m(x), y), model)
    Flux.update!(opt_state, model, grads[1])
    return loss
end

Random.seed!(1234)
model = lenet5()
opt_state = Flux.setup(Descent(0.01), model)
rng = Xoshiro(1234)
x = randn(rng, Float32, 28, 28, 1, BATCH)
y = Flux.onehotbatch(rand(rng, 0:9, BATCH), 0:9)

# 2 flops per multiply-add, forward: conv1 28x28x6 outputs x 25, conv2 10x10x16 x 150, the dense
# layers; a step counts 3x the forward.
forward_flop = 2.0 * (28 * 28 * 6 * 25 + 10 * 10 * 16 * 150 + 400 * 120 + 120 * 84 + 84 * 10)
gflop = 3 * forward_flop * BATCH / 1e9

rss_setup = peak_rss_mib()  # the data and the model, before compiling
compiled_before = Base.__compile_seconds()  # juxla's own count of compiling time
compile_s = @elapsed loss1 = step!(model, opt_state, x, y)
juxla_compile_s = Base.__compile_seconds() - compiled_before
if CHECK
    losses = [loss1]
    for _ in 1:4
        push!(losses, step!(model, opt_state, x, y))
    end
    losses[end] < losses[1] || error("the loss did not go down: $losses")
    println("{\"case\": \"lenet5_train\", \"device\": \"$DEVICE\", \"batch\": $BATCH, \"losses\": \"$(round.(losses; digits = 5))\", ",
            "\"sum_w1\": $(sum(Float64.(model[1].weight))), \"sum_abs_w_last\": $(sum(abs.(Float64.(model[end].weight))))}")
else
    for _ in 1:WARMUP
        step!(model, opt_state, x, y)
    end
    times = [@elapsed(step!(model, opt_state, x, y)) for _ in 1:RUNS]
    t = median(times)
    println("{\"case\": \"lenet5_train\", \"device\": \"$DEVICE\", \"batch\": $BATCH, \"runs\": $RUNS, ",
            "\"median_s\": $(round(t; sigdigits = 5)), \"min_s\": $(round(minimum(times); sigdigits = 5)), ",
            "\"compile_s\": $(round(juxla_compile_s; sigdigits = 4)), \"first_call_s\": $(round(compile_s; sigdigits = 4)), \"rss_setup_mib\": $rss_setup, \"rss_peak_mib\": $(peak_rss_mib()), \"gflop\": $(round(gflop; digits = 5)), ",
            "\"gflops\": $(round(gflop / t; sigdigits = 5))}")
end
