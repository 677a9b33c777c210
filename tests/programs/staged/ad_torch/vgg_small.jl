# A VGG-style net scaled down: three blocks of two 3×3 pad-1 convs with relu and a 2×2 maxpool
# (3 -> 4 -> 4, 4 -> 8 -> 8, 8 -> 8 -> 8 channels on 16×16 images), then dense 32 -> 16 relu -> 10,
# under softmax cross-entropy: the loss and all 16 parameter gradients from withgradient match
# PyTorch's (make_fixtures.py, same weights and inputs), per tensor ‖a−b‖/‖b‖ ≤ 1e-5 in Float64 and
# ≤ 1e-4 in Float32.
using NNlib, Zygote

# conv weights (kW, kH, Cin, Cout), used as Flux's Conv does (flipped = false)
struct VGGSmall{T}
    c1w::Array{T,4}
    c1b::Vector{T}
    c2w::Array{T,4}
    c2b::Vector{T}
    c3w::Array{T,4}
    c3b::Vector{T}
    c4w::Array{T,4}
    c4b::Vector{T}
    c5w::Array{T,4}
    c5b::Vector{T}
    c6w::Array{T,4}
    c6b::Vector{T}
    W1::Matrix{T}
    b1::Vector{T}
    W2::Matrix{T}
    b2::Vector{T}
end
conv3x3(x, w, b) = relu.(conv(x, w; pad = 1) .+ reshape(b, 1, 1, length(b), 1))
block(x, wa, ba, wb, bb) = maxpool(conv3x3(conv3x3(x, wa, ba), wb, bb), (2, 2))
function (m::VGGSmall)(x)
    h = block(x, m.c1w, m.c1b, m.c2w, m.c2b)
    h = block(h, m.c3w, m.c3b, m.c4w, m.c4b)
    h = block(h, m.c5w, m.c5b, m.c6w, m.c6b)
    m.W2 * relu.(m.W1 * reshape(h, :, size(h, 4)) .+ m.b1) .+ m.b2  # WHC flattening = torch's CHW
end

# torch's cross_entropy (mean over the batch); y is one-hot, classes × batch
crossentropy(logits, y) = -sum(y .* logsoftmax(logits; dims = 1)) / size(y, 2)

function check(T, tag)
    tol = T == Float64 ? 1e-5 : 1e-4
    m = VGGSmall(map(n -> T.(read_npy("data/vgg_$n.npy")), fieldnames(VGGSmall))...)
    x = T.(read_npy("data/vgg_x.npy"))
    labels = read_npy("data/vgg_labels.npy") .+ 1
    y = T.(collect(1:size(m.W2, 1)) .== labels')
    res = withgradient(m -> crossentropy(m(x), y), m)
    loss = read_npy("data/vgg_$(tag)_loss.npy")
    println("vgg_small ", T, " ", size(x), " loss ", abs(res.val - loss[1]) <= tol * abs(loss[1]), " ",
            round(res.val; digits = 4))
    for n in fieldnames(VGGSmall)
        a = getfield(res.grad[1], n)
        b = read_npy("data/vgg_$(tag)_d$n.npy")
        # same type and shape, and ‖a−b‖/‖b‖ within tol (inline: Base calls, no recompile warnings)
        ok = typeof(a) == typeof(b) && size(a) == size(b) && sqrt(sum(abs2, a .- b) / sum(abs2, b)) <= tol
        println(n, " ", size(a), " ", ok)
    end
end

check(Float64, "f64")
check(Float32, "f32")
