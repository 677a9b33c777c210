# A small CNN (3×2 conv 2 -> 4 channels, relu, 2×2 maxpool, dense 64 -> 5) under softmax
# cross-entropy on 9×10 images (W×H, so that a swapped or unflipped axis shows): the loss and every
# parameter gradient from withgradient match PyTorch's (make_fixtures.py, same weights and
# inputs), per tensor ‖a−b‖/‖b‖ ≤ 1e-5 in Float64 and ≤ 1e-4 in Float32.
using NNlib, Zygote

struct SmallCNN{T}
    cw::Array{T,4}  # (kW, kH, Cin, Cout), used as Flux's Conv does (flipped = false)
    cb::Vector{T}
    W::Matrix{T}
    b::Vector{T}
end
function (m::SmallCNN)(x)
    h = maxpool(relu.(conv(x, m.cw) .+ reshape(m.cb, 1, 1, length(m.cb), 1)), (2, 2))
    m.W * reshape(h, :, size(h, 4)) .+ m.b  # WHC flattening, as torch's CHW flatten reads it
end

# torch's cross_entropy (mean over the batch); y is one-hot, classes × batch
crossentropy(logits, y) = -sum(y .* logsoftmax(logits; dims = 1)) / size(y, 2)

function check(T, tag)
    tol = T == Float64 ? 1e-5 : 1e-4
    m = SmallCNN(map(n -> T.(read_npy("data/cnn_$n.npy")), fieldnames(SmallCNN))...)
    x = T.(read_npy("data/cnn_x.npy"))
    labels = read_npy("data/cnn_labels.npy") .+ 1
    y = T.(collect(1:size(m.W, 1)) .== labels')
    res = withgradient(m -> crossentropy(m(x), y), m)
    loss = read_npy("data/cnn_$(tag)_loss.npy")
    println("small_cnn ", T, " ", size(x), " loss ", abs(res.val - loss[1]) <= tol * abs(loss[1]), " ",
            round(res.val; digits = 4))
    for n in fieldnames(SmallCNN)
        a = getfield(res.grad[1], n)
        b = read_npy("data/cnn_$(tag)_d$n.npy")
        # same type and shape, and ‖a−b‖/‖b‖ within tol (inline: Base calls, no recompile warnings)
        ok = typeof(a) == typeof(b) && size(a) == size(b) && sqrt(sum(abs2, a .- b) / sum(abs2, b)) <= tol
        println(n, " ", size(a), " ", ok)
    end
end

check(Float64, "f64")
check(Float32, "f32")
