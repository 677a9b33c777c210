# VGG19 forward on a batch of random 224x224 RGB images, as Metalhead's VGG(19) (examples/vgg19_model.jl)
# with Flux's default initialisation (no pretrained weights: there is no download here).
#   juxla run examples/vgg19.jl [BATCH] [RUNS]
# The first call compiles the whole forward pass into one executable; later calls reuse it.
include("vgg19_model.jl")
using Random, Statistics

batch = length(ARGS) >= 1 ? parse(Int, ARGS[1]) : 8
runs = length(ARGS) >= 2 ? parse(Int, ARGS[2]) : 3

Random.seed!(0)
model = VGG(19)
testmode!(model)  # inference: Dropout off
x = randn(Float32, 224, 224, 3, batch)
println("VGG19: ", sum(length, Flux.trainables(model)), " parameters; input ", size(x))

predict(m, x) = softmax(m(x))
t0 = @elapsed p = predict(model, x)
println("first call (compiling and running): ", round(t0; digits = 2), " s")
times = [@elapsed(predict(model, x)) for _ in 1:runs]
t = median(times)
gflop = 39.26 * batch  # VGG19's multiply-adds at 224x224, times 2, per image
println("forward of batch $batch: median ", round(t; digits = 3), " s over $runs runs = ",
        round(gflop / t; digits = 1), " GFLOP/s")
top = sortperm(p[:, 1]; rev = true)[1:5]
println("image 1, top-5 classes (of random weights): ", top .- 1, " probabilities ", round.(p[top, 1]; digits = 5))
