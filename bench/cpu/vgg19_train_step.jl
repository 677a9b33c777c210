# One training step of VGG19, as /work/shared/peers/torch_bench.py's vgg_train: torch_bench.py's VGG19
# (16 conv 3x3 pad 1 + relu, 5 maxpools 2x2, dense 25088-4096-4096-1000 with relu, no dropout) as a
# Flux Chain, softmax cross-entropy (Flux.logitcrossentropy, the mean over the batch) on random images
# and labels, the gradient of every parameter by Flux.withgradient, and one SGD update (Descent(0.01))
# written into the model by Flux.update!. Float32, WHCN 224x224x3x8. Weights: Flux's default init
# (fixed seed); they do not match torch's values, which does not change the work.
#
# The compiled function `step!(model, opt_state, x, y)` (forward, backward and update in one
# executable) is called once to compile it (first_call_s), WARMUP times more, then timed RUNS times
# with @elapsed; the line printed is JSON with the median. Each timed call is a real step.
#
# Options: bench/cpu/run.sh sets them by defining globals before including this file.
#   BENCH_BATCH   batch size (8)            BENCH_SIZE    image width = height (224; a multiple of 32)
#   BENCH_RUNS    timed runs (3)            BENCH_WARMUP  untimed runs after the compiling one (1)
#   BENCH_WIDTH   channel divisor (1; e.g. 16 for a tiny correctness run: 4, 8, ... channels, dense 256)
#   BENCH_DEVICE  the label printed ("cpu"; juxla run's --device decides where it runs)
#   BENCH_CHECK   print the losses of a few steps and a checksum (for comparing devices) instead of timing
using Flux, Random, Statistics

include("common.jl")  # peak_rss_mib()

const BATCH = isdefined(Main, :BENCH_BATCH) ? BENCH_BATCH : 8
const SIZE = isdefined(Main, :BENCH_SIZE) ? BENCH_SIZE : 224
const RUNS = isdefined(Main, :BENCH_RUNS) ? BENCH_RUNS : 3
const WARMUP = isdefined(Main, :BENCH_WARMUP) ? BENCH_WARMUP : 1
const WIDTH = isdefined(Main, :BENCH_WIDTH) ? BENCH_WIDTH : 1
const DEVICE = isdefined(Main, :BENCH_DEVICE) ? BENCH_DEVICE : "cpu"
const CHECK = isdefined(Main, :BENCH_CHECK) ? BENCH_CHECK : false

SIZE % 32 == 0 || error("BENCH_SIZE must be a multiple of 32 (five 2x2 maxpools)")

# torch_bench.py's VGG19_CFG: output channels of each conv, :M for a maxpool
const CFG = (64, 64, :M, 128, 128, :M, 256, 256, 256, 256, :M, 512, 512, 512, 512, :M, 512, 512, 512, 512, :M)

function vgg19_model()
    layers = []
    c = 3
    for v in CFG
        if v === :M
            push!(layers, MaxPool((2, 2)))
        else
            push!(layers, Conv((3, 3), c => v ÷ WIDTH, relu; pad = 1))
            c = v ÷ WIDTH
        end
    end
    s = SIZE ÷ 32
    fc = 4096 ÷ WIDTH
    return Chain(layers..., Flux.flatten, Dense(s * s * c => fc, relu), Dense(fc => fc, relu), Dense(fc => 1000))
end

# 2 flops per multiply-add of the convolutions and dense layers, forward (39.26 GFLOP per 224x224
# image); a step counts 3x the forward (the usual convention: backward = gradients of inputs and weights).
function forward_flop()
    s = SIZE
    c = 3
    flop = 0.0
    for v in CFG
        if v === :M
            s ÷= 2
        else
            flop += 2.0 * s * s * 9 * c * (v ÷ WIDTH)
            c = v ÷ WIDTH
        end
    end
    fc = 4096 ÷ WIDTH
    return flop + 2.0 * ((SIZE ÷ 32)^2 * c * fc + fc * fc + fc * 1000)
end

function step!(model, opt_state, x, y)
    loss, grads = Flux.withgradient(m -> Flux.logitcrossentropy(m(x), y), model)
    Flux.update!(opt_state, model, grads[1])
    return loss
end

Random.seed!(1234)
model = vgg19_model()
opt_state = Flux.setup(Descent(0.01), model)
rng = Xoshiro(1234)
x = randn(rng, Float32, SIZE, SIZE, 3, BATCH)
y = Flux.onehotbatch(rand(rng, 0:999, BATCH), 0:999)
gflop = 3 * forward_flop() * BATCH / 1e9
if SIZE == 224 && WIDTH == 1
    abs(forward_flop() / 1e9 - 39.26) < 0.01 || error("VGG19 forward flop count $(forward_flop() / 1e9) GFLOP per image, expected 39.26")
end

rss_setup = peak_rss_mib()  # the data and the model, before compiling
compiled_before = Base.__compile_seconds()  # juxla's own count of compiling time
compile_s = @elapsed loss1 = step!(model, opt_state, x, y)
juxla_compile_s = Base.__compile_seconds() - compiled_before
if CHECK
    losses = [loss1]
    for _ in 1:2
        push!(losses, step!(model, opt_state, x, y))
    end
    w = model[1].weight
    println("{\"case\": \"vgg19_train\", \"device\": \"$DEVICE\", \"batch\": $BATCH, \"size\": $SIZE, \"width\": $WIDTH, ",
            "\"losses\": \"$(round.(losses; digits = 5))\", \"sum_w1\": $(sum(Float64.(w))), ",
            "\"sum_abs_wlast\": $(sum(abs.(Float64.(model[end].weight))))}")
else
    for _ in 1:WARMUP
        step!(model, opt_state, x, y)
    end
    times = [@elapsed(step!(model, opt_state, x, y)) for _ in 1:RUNS]
    t = median(times)
    println("{\"case\": \"vgg19_train\", \"device\": \"$DEVICE\", \"batch\": $BATCH, \"size\": $SIZE, \"width\": $WIDTH, ",
            "\"runs\": $RUNS, \"median_s\": $(round(t; sigdigits = 5)), \"min_s\": $(round(minimum(times); sigdigits = 5)), ",
            "\"compile_s\": $(round(juxla_compile_s; sigdigits = 4)), \"first_call_s\": $(round(compile_s; sigdigits = 4)), \"rss_setup_mib\": $rss_setup, \"rss_peak_mib\": $(peak_rss_mib()), \"gflop\": $(round(gflop; digits = 4)), ",
            "\"gflops\": $(round(gflop / t; sigdigits = 5)), \"loss_first\": $loss1}")
end
