# One training step of a 784-512-512-10 relu MLP, as /work/shared/peers/torch_bench.py's mlp_train:
# softmax cross-entropy (mean over the batch) on random inputs and labels, the gradient of every
# parameter by Zygote's `gradient`, and one SGD update (lr 0.01) written into the model. Float32,
# batch 128 (features x batch, as Flux keeps them). Weights are random (fixed seed).
#
# The compiled function `train_step!(m, x, y, lr)` (forward, backward and update in one executable)
# is called once to compile it (and WARMUP times more), then timed RUNS times with @elapsed; the
# line printed is JSON with the median. Each timed call is a real step: the model changes.
#
# Options: bench/cpu/run.sh sets them by defining globals before including this file.
#   BENCH_BATCH   batch size (128)          BENCH_RUNS    timed runs (50)
#   BENCH_WARMUP  untimed runs after the compiling one (5)
#   BENCH_DEVICE  the label printed ("cpu"; juxla run's --device decides where it runs)
#   BENCH_PEAK    the machine's float32 FMA peak in GFLOP/s (0: fraction_of_peak not printed)
#   BENCH_CHECK   print the losses of a few steps (for comparing devices) instead of timing
using NNlib, Zygote, Random, Statistics

include("common.jl")  # peak_rss_mib()

const BATCH = isdefined(Main, :BENCH_BATCH) ? BENCH_BATCH : 128
const RUNS = isdefined(Main, :BENCH_RUNS) ? BENCH_RUNS : 50
const WARMUP = isdefined(Main, :BENCH_WARMUP) ? BENCH_WARMUP : 5
const DEVICE = isdefined(Main, :BENCH_DEVICE) ? BENCH_DEVICE : "cpu"
const PEAK = isdefined(Main, :BENCH_PEAK) ? Float64(BENCH_PEAK) : 0.0
const CHECK = isdefined(Main, :BENCH_CHECK) ? BENCH_CHECK : false

struct MLP
    W1::Matrix{Float32}
    b1::Vector{Float32}
    W2::Matrix{Float32}
    b2::Vector{Float32}
    W3::Matrix{Float32}
    b3::Vector{Float32}
end
(m::MLP)(x) = m.W3 * relu.(m.W2 * relu.(m.W1 * x .+ m.b1) .+ m.b2) .+ m.b3

# torch's nn.Linear initialization: uniform in ±1/sqrt(fan_in) for weights and biases
uniform(rng, bound, dims...) = (rand(rng, Float32, dims...) .* 2.0f0 .- 1.0f0) .* Float32(bound)
function MLP(rng)
    layer(nin, nout) = (uniform(rng, 1 / sqrt(nin), nout, nin), uniform(rng, 1 / sqrt(nin), nout))
    W1, b1 = layer(784, 512)
    W2, b2 = layer(512, 512)
    W3, b3 = layer(512, 10)
    return MLP(W1, b1, W2, b2, W3, b3)
end

# torch's cross_entropy (mean over the batch); y is one-hot, classes x batch
crossentropy(logits, y) = -sum(y .* logsoftmax(logits; dims = 1)) / size(y, 2)

# forward, backward and SGD update; returns the loss before the update
function train_step!(m::MLP, x, y, lr)
    loss, grads = withgradient(m -> crossentropy(m(x), y), m)
    g = grads[1]
    m.W1 .-= lr .* g.W1
    m.b1 .-= lr .* g.b1
    m.W2 .-= lr .* g.W2
    m.b2 .-= lr .* g.b2
    m.W3 .-= lr .* g.W3
    m.b3 .-= lr .* g.b3
    return loss
end

rng = Xoshiro(1234)
m = MLP(rng)
x = randn(rng, Float32, 784, BATCH)
labels = rand(rng, 1:10, BATCH)
y = Float32.(collect(1:10) .== labels')
lr = 0.01f0

# 2 flops per multiply-add of the three layers, forward; backward is twice that (the gradients of
# the inputs and of the weights), so a step is 3x the forward count.
forward_gflop = 2.0 * (784 * 512 + 512 * 512 + 512 * 10) * BATCH / 1e9
gflop = 3 * forward_gflop

rss_setup = peak_rss_mib()  # the data and the model, before compiling
compiled_before = Base.__compile_seconds()  # juxla's own count of compiling time
compile_s = @elapsed loss1 = train_step!(m, x, y, lr)
juxla_compile_s = Base.__compile_seconds() - compiled_before
if CHECK
    losses = [loss1]
    for _ in 1:4
        push!(losses, train_step!(m, x, y, lr))
    end
    losses[end] < losses[1] || error("the loss did not go down: $losses")
    println("{\"case\": \"mlp_train\", \"device\": \"$DEVICE\", \"batch\": $BATCH, \"losses\": \"$(round.(losses; digits = 5))\", ",
            "\"sum_W1\": $(sum(Float64.(m.W1))), \"sum_b3\": $(sum(Float64.(m.b3)))}")
else
    for _ in 1:WARMUP
        train_step!(m, x, y, lr)
    end
    times = [@elapsed(train_step!(m, x, y, lr)) for _ in 1:RUNS]
    t = median(times)
    rate = gflop / t
    frac = PEAK > 0 ? ", \"peak_gflops\": $(round(PEAK; digits = 1)), \"fraction_of_peak\": $(round(rate / PEAK; digits = 4))" : ""
    println("{\"case\": \"mlp_train\", \"device\": \"$DEVICE\", \"batch\": $BATCH, \"runs\": $RUNS, ",
            "\"median_s\": $(round(t; sigdigits = 5)), \"min_s\": $(round(minimum(times); sigdigits = 5)), ",
            "\"compile_s\": $(round(juxla_compile_s; sigdigits = 4)), \"first_call_s\": $(round(compile_s; sigdigits = 4)), \"rss_setup_mib\": $rss_setup, \"rss_peak_mib\": $(peak_rss_mib()), \"gflop\": $(round(gflop; digits = 4)), ",
            "\"gflops\": $(round(rate; sigdigits = 5))$frac}")
end
