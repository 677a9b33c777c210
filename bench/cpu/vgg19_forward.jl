# VGG19 forward pass, as /work/shared/peers/torch_bench.py defines it (torchvision's VGG19 without
# batch norm or dropout): 16 conv 3x3 pad 1 + relu layers in five blocks, each block ending in a
# 2x2 maxpool, then dense 25088 -> 4096 relu -> 4096 relu -> 1000. Float32, WHCN: the input is
# 224x224x3xBATCH, batch 8. Weights are random (He-scaled normal, fixed seed); they do not match
# torch's values, which does not change the work.
#
# The compiled function `vgg19(convs, dense, x)` is called once to compile it (and WARMUP times
# more), then timed RUNS times with @elapsed; the line printed is JSON with the median.
#
# Options: bench/cpu/run.sh sets them by defining globals before including this file.
#   BENCH_BATCH   batch size (8)            BENCH_SIZE    image width = height (224; a multiple of 32)
#   BENCH_RUNS    timed runs (5)            BENCH_WARMUP  untimed runs after the compiling one (1)
#   BENCH_WIDTH   channel divisor (1; e.g. 16 for a tiny correctness run: 4, 8, ... channels, dense 256)
#   BENCH_DEVICE  the label printed ("cpu"; juxla run's --device decides where it runs)
#   BENCH_PEAK    the machine's float32 FMA peak in GFLOP/s (0: fraction_of_peak not printed)
#   BENCH_CHECK   print a checksum of the output (for comparing devices) instead of timing
using NNlib, Random, Statistics

include("common.jl")  # peak_rss_mib()

const BATCH = isdefined(Main, :BENCH_BATCH) ? BENCH_BATCH : 8
const SIZE = isdefined(Main, :BENCH_SIZE) ? BENCH_SIZE : 224
const RUNS = isdefined(Main, :BENCH_RUNS) ? BENCH_RUNS : 5
const WARMUP = isdefined(Main, :BENCH_WARMUP) ? BENCH_WARMUP : 1
const WIDTH = isdefined(Main, :BENCH_WIDTH) ? BENCH_WIDTH : 1
const DEVICE = isdefined(Main, :BENCH_DEVICE) ? BENCH_DEVICE : "cpu"
const PEAK = isdefined(Main, :BENCH_PEAK) ? Float64(BENCH_PEAK) : 0.0
const CHECK = isdefined(Main, :BENCH_CHECK) ? BENCH_CHECK : false

SIZE % 32 == 0 || error("BENCH_SIZE must be a multiple of 32 (five 2x2 maxpools)")

# torch_bench.py's VGG19_CFG: output channels of each conv, :M for a maxpool
const CFG = (64, 64, :M, 128, 128, :M, 256, 256, 256, 256, :M, 512, 512, 512, 512, :M, 512, 512, 512, 512, :M)

# He-scaled normal weights, zero-mean small biases; conv weights (kW, kH, Cin, Cout) as Flux's Conv
# keeps them, dense weights (out, in)
function init_params(rng)
    convs = []
    dense = []
    c = 3
    for v in CFG
        v === :M && continue
        cout = v ÷ WIDTH
        push!(convs, (randn(rng, Float32, 3, 3, c, cout) .* Float32(sqrt(2 / (9 * c))), randn(rng, Float32, cout) .* 0.01f0))
        c = cout
    end
    s = SIZE ÷ 32
    dims = (s * s * c, 4096 ÷ WIDTH, 4096 ÷ WIDTH, 1000)
    for i in 1:3
        push!(dense, (randn(rng, Float32, dims[i + 1], dims[i]) .* Float32(sqrt(2 / dims[i])), randn(rng, Float32, dims[i + 1]) .* 0.01f0))
    end
    return Tuple(convs), Tuple(dense)
end

# Floating-point operations of one forward pass of one image, from the layer shapes: 2 per
# multiply-add of the convolutions and dense layers (bias, relu and maxpool not counted, as in the
# usual 39.26 GFLOP figure for VGG19 at 224x224).
function forward_flop(convs, dense)
    s = SIZE
    flop = 0.0
    i = 0
    for v in CFG
        if v === :M
            s ÷= 2
        else
            i += 1
            w = convs[i][1]
            flop += 2.0 * s * s * size(w, 1) * size(w, 2) * size(w, 3) * size(w, 4)
        end
    end
    for (W, b) in dense
        flop += 2.0 * size(W, 1) * size(W, 2)
    end
    return flop
end

# conv 3x3, stride 1, pad 1, + bias, relu. flipped = true is cross-correlation, as torch's Conv2d
# (Flux's Conv flips the kernel; with random weights the work is the same).
conv_relu(x, l) = relu.(conv(x, l[1]; pad = 1, flipped = true) .+ reshape(l[2], 1, 1, :, 1))
pool(x) = maxpool(x, (2, 2))
dense_relu(x, l) = relu.(l[1] * x .+ l[2])

function vgg19(convs, dense, x)
    h = pool(conv_relu(conv_relu(x, convs[1]), convs[2]))
    h = pool(conv_relu(conv_relu(h, convs[3]), convs[4]))
    h = pool(conv_relu(conv_relu(conv_relu(conv_relu(h, convs[5]), convs[6]), convs[7]), convs[8]))
    h = pool(conv_relu(conv_relu(conv_relu(conv_relu(h, convs[9]), convs[10]), convs[11]), convs[12]))
    h = pool(conv_relu(conv_relu(conv_relu(conv_relu(h, convs[13]), convs[14]), convs[15]), convs[16]))
    h = reshape(h, :, size(h, 4))  # WHC order, which is torch's CHW flattening of NCHW
    h = dense_relu(dense_relu(h, dense[1]), dense[2])
    return dense[3][1] * h .+ dense[3][2]
end

rng = Xoshiro(1234)
convs, dense = init_params(rng)
x = randn(rng, Float32, SIZE, SIZE, 3, BATCH)
gflop = forward_flop(convs, dense) * BATCH / 1e9
if SIZE == 224 && WIDTH == 1
    # the figure the peers README uses: 39.26 GFLOP per 224x224 image
    abs(gflop / BATCH - 39.26) < 0.01 || error("VGG19 forward flop count $(gflop / BATCH) GFLOP per image, expected 39.26")
end

rss_setup = peak_rss_mib()  # the data and the model, before compiling
compiled_before = Base.__compile_seconds()  # juxla's own count of compiling time
compile_s = @elapsed y = vgg19(convs, dense, x)
juxla_compile_s = Base.__compile_seconds() - compiled_before
size(y) == (1000, BATCH) || error("VGG19 output has size $(size(y)), expected (1000, $BATCH)")
if CHECK
    # the same numbers on every device, up to the order of summation
    println("{\"case\": \"vgg19_fwd\", \"device\": \"$DEVICE\", \"batch\": $BATCH, \"size\": $SIZE, \"width\": $WIDTH, ",
            "\"output_size\": \"$(size(y))\", \"sum\": $(sum(Float64.(y))), \"sum_abs\": $(sum(abs.(Float64.(y)))), ",
            "\"y1\": $(y[1, 1]), \"y_end\": $(y[end, end])}")
else
    for _ in 1:WARMUP
        vgg19(convs, dense, x)
    end
    times = [@elapsed(vgg19(convs, dense, x)) for _ in 1:RUNS]
    t = median(times)
    rate = gflop / t
    frac = PEAK > 0 ? ", \"peak_gflops\": $(round(PEAK; digits = 1)), \"fraction_of_peak\": $(round(rate / PEAK; digits = 4))" : ""
    println("{\"case\": \"vgg19_fwd\", \"device\": \"$DEVICE\", \"batch\": $BATCH, \"size\": $SIZE, \"width\": $WIDTH, ",
            "\"runs\": $RUNS, \"median_s\": $(round(t; sigdigits = 5)), \"min_s\": $(round(minimum(times); sigdigits = 5)), ",
            "\"compile_s\": $(round(juxla_compile_s; sigdigits = 4)), \"first_call_s\": $(round(compile_s; sigdigits = 4)), \"rss_setup_mib\": $rss_setup, \"rss_peak_mib\": $(peak_rss_mib()), \"gflop\": $(round(gflop; digits = 4)), ",
            "\"gflops\": $(round(rate; sigdigits = 5))$frac}")
end
