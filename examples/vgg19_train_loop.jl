# The paper's training loop: an epoch of VGG19 (Metalhead's VGG(19), examples/vgg19_model.jl) —
# forward, backward and a Momentum update for every batch — as ONE compiled executable. The data is
# a Flux.DataLoader over random 224x224x3 Float32 images and their labels, held as arrays the
# executable reads; each iteration of its stablehlo.while gathers a batch, and each step's loss
# leaves the loop by outfeed (the println below) as it runs.
#
#   juxla run examples/vgg19_train_loop.jl [BATCH] [NBATCHES] [EPOCHS]   # default 2 x 3 x 2
#   VGG_IMSIZE=32 VGG_WIDTH_DIV=16 ...   # a small VGG19 (32x32 images, channels and fcsize / 16;
#                                        # tests/staging/compile_vgg19_loop_test.sh)
#   OPT=descent ...                      # Descent(0.01) instead of Momentum(0.01, 0.9)
#   LOOP=train! ...                      # Flux.train!(...; progress = true) instead of the loop below:
#                                        # the same one executable, with a progress bar on stderr
#
# Measured on the 2-core development machine (shared with other jobs, so noisy): the default run
# (2 epochs of 3 batches of 2, Momentum) takes ~70 s in all; epoch 1 (compiling the epoch's one
# executable, then running it) 25-45 s, epoch 2 28-31 s, i.e. ~8-10 s per forward+backward+update
# step of VGG19 (143,667,240 parameters) at batch 2 (the progress bar of LOOP=train! agrees:
# 0.2-0.3 images/s). The losses (random images and labels: ~log(1000) = 6.91) are
# 6.9056, 6.9042, 6.9049, then 6.8791, 6.8775, 6.8829, the same with LOOP=train!.
#
# juxla compile --emit=stablehlo --entry train_epoch! examples/vgg19_train_loop.jl prints the
# epoch's module: one stablehlo.while whose body holds the convolutions of the forward pass, those
# of the backward pass, the update and the outfeed.
include("vgg19_model.jl")
using Random, Statistics

batch = length(ARGS) >= 1 ? parse(Int, ARGS[1]) : 2
nbatches = length(ARGS) >= 2 ? parse(Int, ARGS[2]) : 3
epochs = length(ARGS) >= 3 ? parse(Int, ARGS[3]) : 2
imsize = parse(Int, get(ENV, "VGG_IMSIZE", "224"))
widthdiv = parse(Int, get(ENV, "VGG_WIDTH_DIV", "1"))
nclasses = 1000

Random.seed!(0)
model = if widthdiv == 1 && imsize == 224
    VGG(19)
else  # VGG19's layers with every width divided by `widthdiv`, for `imsize` x `imsize` images
    config = [(c ÷ widthdiv, n) for (c, n) in VGG_CONV_CONFIGS[:E]]
    conv = vgg_convolutional_layers(config, 3)
    outsize = imsize ÷ 2^length(config)
    Chain(Chain(conv...), Chain(vgg_classifier_layers(outsize^2 * config[end][1], nclasses, 4096 ÷ widthdiv, 0.5)...))
end
n = batch * nbatches
x = randn(Float32, imsize, imsize, 3, n)
y = Flux.onehotbatch(rand(0:(nclasses - 1), n), 0:(nclasses - 1))
loader = Flux.DataLoader((x, y); batchsize = batch, shuffle = true)
opt_state = Flux.setup(get(ENV, "OPT", "momentum") == "descent" ? Descent(0.01) : Momentum(0.01, 0.9), model)

loss(m, x, y) = Flux.logitcrossentropy(m(x), y)

# One epoch, compiled into one executable (the whole loop is staged: forward, backward, update).
function train_epoch!(model, opt_state, loader)
    for (i, batch) in enumerate(loader)
        xb, yb = batch  # (`for (i, (xb, yb)) in ...` stages xb as a global: a juxla bug)
        l, gs = Flux.withgradient(m -> loss(m, xb, yb), model)
        Flux.update!(opt_state, model, gs[1])
        println("  step ", i, ": loss ", l)  # an outfeed: printed while the loop runs
    end
end

println("VGG19: ", sum(length, Flux.trainables(model)), " parameters; ", nbatches, " batches of ", batch,
        " images ", imsize, "x", imsize, "x3 per epoch")
use_train = get(ENV, "LOOP", "") == "train!"
for epoch in 1:epochs
    t = @elapsed if use_train
        Flux.train!(loss, model, loader, opt_state; progress = true)
    else
        train_epoch!(model, opt_state, loader)
    end
    println("epoch ", epoch, ": ", round(t; digits = 2), " s", epoch == 1 ? " (compiling and running)" : "",
            ", ", round(n / t; digits = 2), " images/s; loss on the first batch after it: ",
            loss(model, x[:, :, :, 1:batch], y[:, 1:batch]))
end
