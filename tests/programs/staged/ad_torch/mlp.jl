# An MLP (8 -> 16 tanh -> 12 relu -> 5) under softmax cross-entropy: the loss and every parameter
# gradient from withgradient match PyTorch's (make_fixtures.py, same weights and inputs), per tensor
# ‖a−b‖/‖b‖ ≤ 1e-5 in Float64 and ≤ 1e-4 in Float32.
using NNlib, Zygote

struct MLP{T}
    W1::Matrix{T}
    b1::Vector{T}
    W2::Matrix{T}
    b2::Vector{T}
    W3::Matrix{T}
    b3::Vector{T}
end
(m::MLP)(x) = m.W3 * relu.(m.W2 * tanh.(m.W1 * x .+ m.b1) .+ m.b2) .+ m.b3

# torch's cross_entropy (mean over the batch); y is one-hot, classes × batch
crossentropy(logits, y) = -sum(y .* logsoftmax(logits; dims = 1)) / size(y, 2)

function check(T, tag)
    tol = T == Float64 ? 1e-5 : 1e-4
    m = MLP(map(n -> T.(read_npy("data/mlp_$n.npy")), fieldnames(MLP))...)
    x = T.(read_npy("data/mlp_x.npy"))
    labels = read_npy("data/mlp_labels.npy") .+ 1
    y = T.(collect(1:size(m.W3, 1)) .== labels')
    res = withgradient(m -> crossentropy(m(x), y), m)
    loss = read_npy("data/mlp_$(tag)_loss.npy")
    println("mlp ", T, " loss ", abs(res.val - loss[1]) <= tol * abs(loss[1]), " ", round(res.val; digits = 4))
    for n in fieldnames(MLP)
        a = getfield(res.grad[1], n)
        b = read_npy("data/mlp_$(tag)_d$n.npy")
        # same type and shape, and ‖a−b‖/‖b‖ within tol (inline: Base calls, no recompile warnings)
        ok = typeof(a) == typeof(b) && size(a) == size(b) && sqrt(sum(abs2, a .- b) / sum(abs2, b)) <= tol
        println(n, " ", ok)
    end
end

check(Float64, "f64")
check(Float32, "f32")
