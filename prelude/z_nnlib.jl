# NNlib: the host reference of the neural-network primitives models need, with the semantics of
# FluxML/NNlib.jl's current source: activations and fast_act/bias_act! (src/activations.jl,
# src/bias_act.jl), softmax (src/softmax.jl), conv and ∇conv_data (src/conv.jl,
# src/dim_helpers/*.jl, src/impl/conv_im2col.jl), pooling (src/pooling.jl,
# src/impl/pooling_direct.jl), batched_mul (src/batched/batchedmul.jl), attention, gather and
# upsample_nearest (src/attention.jl, src/gather.jl, src/upsample.jl). Clarity first: these are
# the reference the staged emitters are checked against; only conv uses matrix products (NNlib's own
# im2col path), the rest is loops and broadcasting.
# The file name starts with z_ so that it loads after every Base prelude file it builds on.

module NNlib

export σ, sigmoid, hardσ, hardsigmoid, logσ, logsigmoid, hardtanh, relu, leakyrelu, relu6, elu,
       gelu, gelu_tanh, gelu_sigmoid, swish, hardswish, lisht, selu, celu, trelu, thresholdrelu,
       softsign, softplus, logcosh, mish, tanhshrink, softshrink, tanh_fast, sigmoid_fast,
       softmax, softmax!, logsoftmax, logsoftmax!, logsumexp, conv, ∇conv_data, DenseConvDims,
       maxpool, meanpool, PoolDims, batched_mul, ⊠, batched_vec, dot_product_attention,
       dot_product_attention_scores, make_causal_mask, gather, upsample_nearest, dropout, dropout!

# ---- activations (src/activations.jl) ----

# of type float, so that integer inputs give float outputs
oftf(x, y) = oftype(float(x), y)

function σ(x)
    t = exp(-abs(x))
    ifelse(x >= 0, inv(1 + t), t / (1 + t))
end
const sigmoid = σ

hardσ(x) = clamp((x + 3) / 6, 0, 1)
const hardsigmoid = hardσ

hardtanh(x) = clamp(x, oftype(x, -1), oftype(x, 1))
relu(x) = ifelse(x < 0, zero(x), x)
const leakyrelu_a = 0.01
leakyrelu(x, a = oftf(x, leakyrelu_a)) = ifelse(x > 0, float(x), oftf(x, a * x))
relu6(x) = clamp(x, oftype(x, 0), oftype(x, 6))
elu(x, α = 1) = ifelse(x >= 0, float(x), oftf(x, α) * (exp(x) - 1))

# gelu is gelu_tanh: the tanh approximation x/2 * (1 + tanh(√(2/π) * (x + 0.044715x³)))
const gelu_λ = √(2 / π)
const gelu_2λ = √(8 / π)
function gelu_tanh(x)
    α = oftf(x, 0.044715)
    λ = oftf(x, gelu_λ)
    x / 2 * (1 + tanh_fast(λ * (x + α * x^3)))
end
const gelu = gelu_tanh
function gelu_sigmoid(x)
    α = oftf(x, 0.044715)
    λλ = oftf(x, gelu_2λ)
    x * sigmoid_fast(λλ * x * muladd(x^2, α, one(x)))
end

swish(x) = x * sigmoid_fast(x)
hardswish(x) = x * hardσ(x)
lisht(x) = x * tanh_fast(x)

const selu_λ = 1.0507009873554804934193349852946
const selu_α = 1.6732632423543772848170429916717
function selu(x)
    λ = oftf(x, selu_λ)
    α = oftf(x, selu_α)
    λ * ifelse(x > 0, x, α * (exp(x) - 1))
end
celu(x, α = 1) = ifelse(x >= 0, float(x), oftf(x, α) * (exp(x / oftf(x, α)) - 1))
trelu(x, theta = 1) = ifelse(x <= theta, zero(x), x)
const thresholdrelu = trelu
softsign(x) = x / (1 + abs(x))
softplus(x) = log1p(exp(-abs(x))) + relu(x)
logσ(x) = -softplus(-x)
const logsigmoid = logσ
logcosh(x) = x + softplus(-2x) - oftf(x, log(2))
mish(x) = x * tanh(softplus(x))
tanhshrink(x) = x - tanh_fast(x)
function softshrink(x, λ = oftf(x, 0.5))
    lo = x - λ
    hi = x + λ
    ifelse(hi > 0, ifelse(lo < 0, zero(hi), lo), hi)
end

# NNlib's rational approximation for Float32 (Remez coefficients) and polynomial-near-zero for Float64.
# Where |x| > 30 NNlib's Float64 version returns sign((e - 1) / (e + 1)) with e = exp(2x), which is
# NaN once exp overflows (|x| > 354, so gelu(x) for x > 21 in Float64); this one returns sign(x)
# there, the value NNlib gives for every 30 < |x| < 354.
function tanh_fast(x::Float32)
    x2 = abs2(x)
    n = evalpoly(x2, (1.0f0, 0.1346604f0, 0.0035974074f0, 2.2332108f-5, 1.587199f-8))
    d = evalpoly(x2, (1.0f0, 0.4679937f0, 0.026262015f0, 0.0003453992f0, 8.7767893f-7))
    ifelse(x2 < 66.0f0, x * (n / d), sign(x))
end
function tanh_fast(x::Float64)
    exp2x = exp(x + x)
    y = (exp2x - 1) / (exp2x + 1)
    x2 = x * x
    ypoly = x * evalpoly(x2, (1.0, -0.33333333333324583, 0.13333333325511604, -0.05396823125794372,
                              0.02186660872609521, -0.008697141630499953))
    ifelse(x2 > 900.0, sign(x), ifelse(x2 < 0.017, oftype(y, ypoly), y))
end
tanh_fast(x::Number) = tanh(x)

function sigmoid_fast(x::Real)
    t = exp(-abs(x))
    y = ifelse(x >= 0, inv(1 + t), t / (1 + t))
    ifelse(x > 40, one(y), ifelse(x < -80, zero(y), y))
end

# fast_act(f, x): the faster variant of f that NNlib's layers broadcast (tanh -> tanh_fast,
# σ -> sigmoid_fast); Flux's Dense and Conv call it on their activation.
fast_act(f, x = nothing) = f
fast_act(::typeof(tanh), x = nothing) = tanh_fast
fast_act(::typeof(σ), x = nothing) = sigmoid_fast

# bias_act!(σ, x, b) is fast_act(σ).(x .+ b) (src/bias_act.jl): written into x when x is an Array of
# floats and b an array of floats or Bools, else a new array; with identity a Bool b (Flux's "no
# bias", false) returns x itself.
function bias_act!(σ::Function, x::AbstractArray, b)
    f = fast_act(σ, x)
    __overwritable(x, b) || return f.(x .+ b)
    x .= f.(x .+ b)
    return x
end
__overwritable(x, b) = x isa Array && eltype(x) <: AbstractFloat && b isa AbstractArray &&
                       (eltype(b) <: AbstractFloat || eltype(b) === Bool)
function bias_act!(::typeof(identity), x::Array{<:AbstractFloat}, b::Bool)
    b && throw(AssertionError("bias=true is not accepted; layer constructors shoud guarantee this"))
    return x
end

# NNlib's hint when an activation is called on a whole array instead of broadcast
__broadcast_hint(name) = error("Use broadcasting (`", name, ".(x)`) to apply activation functions to arrays.")
σ(x::AbstractArray, args...) = __broadcast_hint("σ")
hardσ(x::AbstractArray, args...) = __broadcast_hint("hardσ")
hardtanh(x::AbstractArray, args...) = __broadcast_hint("hardtanh")
relu(x::AbstractArray, args...) = __broadcast_hint("relu")
leakyrelu(x::AbstractArray, args...) = __broadcast_hint("leakyrelu")
relu6(x::AbstractArray, args...) = __broadcast_hint("relu6")
elu(x::AbstractArray, args...) = __broadcast_hint("elu")
gelu_tanh(x::AbstractArray, args...) = __broadcast_hint("gelu_tanh")
gelu_sigmoid(x::AbstractArray, args...) = __broadcast_hint("gelu_sigmoid")
swish(x::AbstractArray, args...) = __broadcast_hint("swish")
hardswish(x::AbstractArray, args...) = __broadcast_hint("hardswish")
selu(x::AbstractArray, args...) = __broadcast_hint("selu")
celu(x::AbstractArray, args...) = __broadcast_hint("celu")
softplus(x::AbstractArray, args...) = __broadcast_hint("softplus")
softsign(x::AbstractArray, args...) = __broadcast_hint("softsign")
logσ(x::AbstractArray, args...) = __broadcast_hint("logσ")
logcosh(x::AbstractArray, args...) = __broadcast_hint("logcosh")
mish(x::AbstractArray, args...) = __broadcast_hint("mish")
tanhshrink(x::AbstractArray, args...) = __broadcast_hint("tanhshrink")
softshrink(x::AbstractArray, args...) = __broadcast_hint("softshrink")
trelu(x::AbstractArray, args...) = __broadcast_hint("trelu")
lisht(x::AbstractArray, args...) = __broadcast_hint("lisht")
tanh_fast(x::AbstractArray, args...) = __broadcast_hint("tanh_fast")
sigmoid_fast(x::AbstractArray, args...) = __broadcast_hint("sigmoid_fast")

# ---- softmax, logsoftmax, logsumexp (src/softmax.jl) ----

# reduce(max, x; dims, init = float(T)(-Inf)): a float maximum (a number when dims is :)
fast_maximum(x::AbstractArray; dims) = dims === (:) ? float(maximum(x)) : float.(maximum(x; dims = dims))
__allfinite(m::Number) = isfinite(m)
__allfinite(m::AbstractArray) = all(isfinite, m)

softmax(x::AbstractArray; dims = 1) = softmax!(similar(x, float(eltype(x))), x; dims = dims)
function softmax!(out::AbstractArray, x::AbstractArray; dims = 1)
    max_ = fast_maximum(x; dims = dims)
    if __allfinite(max_)
        out .= exp.(x .- max_)
    else
        # a column whose maximum is Inf puts all its weight on its Inf entries
        T = eltype(out)
        out .= ifelse.(isequal.(max_, T(Inf)), ifelse.(isequal.(x, T(Inf)), one(T), zero(T)), exp.(x .- max_))
    end
    out ./= (dims === (:) ? sum(out) : sum(out; dims = dims))
    return out
end

logsoftmax(x::AbstractArray; dims = 1) = logsoftmax!(similar(x, float(eltype(x))), x; dims = dims)
function logsoftmax!(out::AbstractArray, x::AbstractArray; dims = 1)
    max_ = fast_maximum(x; dims = dims)
    if __allfinite(max_)
        out .= x .- max_
    else
        T = eltype(out)
        out .= ifelse.(isequal.(max_, T(Inf)), ifelse.(isequal.(x, T(Inf)), zero(T), T(-Inf)), x .- max_)
    end
    log_ = dims === (:) ? log(sum(exp.(out))) : log.(sum(exp.(out); dims = dims))
    out .-= log_
    return out
end

function logsumexp(x::AbstractArray; dims = :)
    max_ = fast_maximum(x; dims = dims)
    dims === (:) && return max_ + log(sum(exp.(x .- max_)))
    return max_ .+ log.(sum(exp.(x .- max_); dims = dims))
end

const __number_hint = "(x)` called with a number, but it expects an array. Usually this is because a layer like `Dense(3,4,softmax)` is broadcasting it like an activation function; `softmax` needs to be outside the layer."
softmax(x::Number, args...) = error("`softmax", __number_hint)
logsoftmax(x::Number, args...) = error("`logsoftmax", __number_hint)
logsumexp(x::Number, args...) = error("`logsumexp", __number_hint)

# ---- convolution and pooling geometry (src/dim_helpers/ConvDims.jl, DenseConvDims.jl) ----

# an Int or a tuple per spatial dimension, as NNlib's expand / check_spdf accept them
__expand(nd, p::Integer) = ntuple(_ -> Int(p), nd)
__expand(nd, p::Tuple) = p

# check_spdf: stride, dilation one per spatial dim; padding one per dim (symmetric) or lo/hi per dim
function __check_spdf(x_size::Tuple, w_size::Tuple, stride, padding, dilation)
    nd = length(x_size) - 2
    pstride = __expand(nd, stride)
    pdilation = __expand(nd, dilation)
    ppadding = __expand(nd, padding)
    length(pstride) == nd || throw(DimensionMismatch("Stride $(length(stride))d, should be $(nd)d!"))
    length(pdilation) == nd || throw(DimensionMismatch("Dilation $(length(pdilation))d, should be $(nd)d!"))
    if length(ppadding) != 2 * nd
        length(ppadding) == nd ||
            throw(DimensionMismatch("Padding $(length(ppadding))d, should be either $(nd)d or $(2*nd)d!"))
        ppadding = ntuple(i -> ppadding[(i - 1) ÷ 2 + 1], 2 * nd)
    end
    for idx in 1:nd
        Is = x_size[idx]
        Ks = w_size[idx]
        Pl = ppadding[(idx - 1) * 2 + 1]
        Ph = ppadding[(idx - 1) * 2 + 2]
        Ds = pdilation[idx]
        if Is + Pl + Ph < (Ks - 1) * Ds + 1
            throw(DimensionMismatch("Kernel * dilation (($Ks - 1) * $Ds + 1) cannot be larger than input + padding ($Is + $Pl + $Ph)!"))
        end
    end
    return pstride, ppadding, pdilation
end

# The geometry of a convolution or pooling over 3 spatial dims: NNlib runs 1-d and 2-d ones as
# 3-d ones with trailing singleton spatial dims, and so do these loops.
struct __Window3
    input::NTuple{3,Int}
    kernel::NTuple{3,Int}
    stride::NTuple{3,Int}
    padlo::NTuple{3,Int}
    padhi::NTuple{3,Int}
    dilation::NTuple{3,Int}
    output::NTuple{3,Int}
end

function __Window3(x_size::Tuple, k_size::Tuple, stride, padding, dilation)
    nd = length(x_size) - 2
    spatial(t, i, fill) = i <= nd ? t[i] : fill
    I = ntuple(i -> spatial(x_size, i, 1), 3)
    K = ntuple(i -> spatial(k_size, i, 1), 3)
    S = ntuple(i -> spatial(stride, i, 1), 3)
    D = ntuple(i -> spatial(dilation, i, 1), 3)
    Pl = ntuple(i -> i <= nd ? padding[2i - 1] : 0, 3)
    Ph = ntuple(i -> i <= nd ? padding[2i] : 0, 3)
    O = ntuple(i -> div(I[i] + Pl[i] + Ph[i] - (K[i] - 1) * D[i] - 1, S[i]) + 1, 3)
    return __Window3(I, K, S, Pl, Ph, D, O)
end

# the input position along one dim of output index o and kernel tap k (1-based), as NNlib's project
__tap(g::__Window3, dim, o, k) = (o - 1) * g.stride[dim] - g.padlo[dim] + 1 + (k - 1) * g.dilation[dim]
__inside(g::__Window3, dim, i) = 1 <= i <= g.input[dim]

# the output indices along `dim` whose tap `k` lands inside the input (the others read padding), and
# the input index of the first of them: input index = first + (o - lo) * stride
function __valid_outputs(g::__Window3, dim, k)
    s = g.stride[dim]
    base = __tap(g, dim, 1, k)  # input index of output 1
    lo = max(1, cld(1 - base, s) + 1)
    hi = min(g.output[dim], fld(g.input[dim] - base, s) + 1)
    return lo:hi, base + (lo - 1) * s
end

# the output array's size: spatial dims of the input's rank, then channels and batch
__output_size(g::__Window3, nd, channels, batch) = (ntuple(i -> g.output[i], nd)..., channels, batch)

# ---- conv (src/conv.jl, src/dim_helpers/DenseConvDims.jl, src/impl/conv_im2col.jl) ----

# What NNlib's DenseConvDims records of a convolution (Flux's Conv and ConvTranspose build one and
# call conv(x, w, cdims) and ∇conv_data(dy, w, cdims)); sizes are the spatial ones.
struct DenseConvDims
    input_size::Tuple
    kernel_size::Tuple
    channels_in::Int
    channels_out::Int
    groupcount::Int
    stride::Tuple
    padding::Tuple
    dilation::Tuple
    flipkernel::Bool
end

function DenseConvDims(x_size::Tuple, w_size::Tuple; stride = 1, padding = 0, dilation = 1, flipkernel::Bool = false, groups = 1)
    length(x_size) == length(w_size) ||
        throw(DimensionMismatch("Rank of x and w must match! ($(length(x_size)) vs. $(length(w_size)))"))
    N = length(x_size)
    3 <= N <= 5 || throw(ArgumentError("convolutions take 3, 4 or 5 dimensional arrays (1, 2 or 3 spatial dims), got $N"))
    sstride, ppadding, ddilation = __check_spdf(x_size, w_size, stride, padding, dilation)
    if x_size[N - 1] != w_size[N - 1] * groups
        throw(DimensionMismatch("Input channels must match! ($(x_size[N - 1]) vs. $(w_size[N - 1]))"))
    end
    if x_size[N - 1] % w_size[N - 1] != 0 || w_size[N] % groups != 0
        throw(DimensionMismatch("Group count should be divisble by input and output channels ($groups vs. $(w_size[N - 1:N]))"))
    end
    return DenseConvDims(x_size[1:N - 2], w_size[1:N - 2], x_size[N - 1], w_size[N], groups,
                         sstride, ppadding, ddilation, flipkernel)
end
DenseConvDims(x::AbstractArray, w::AbstractArray; kwargs...) = DenseConvDims(size(x), size(w); kwargs...)

# NNlib's accessors (stride is left out: NNlib's would shadow Base.stride here)
input_size(c::DenseConvDims) = c.input_size
kernel_size(c::DenseConvDims) = c.kernel_size
channels_in(c::DenseConvDims) = c.channels_in
channels_out(c::DenseConvDims) = c.channels_out
groupcount(c::DenseConvDims) = c.groupcount
padding(c::DenseConvDims) = c.padding
dilation(c::DenseConvDims) = c.dilation
flipkernel(c::DenseConvDims) = c.flipkernel

__window(c::DenseConvDims) = __Window3((c.input_size..., 1, 1), c.kernel_size, c.stride, c.padding, c.dilation)
output_size(c::DenseConvDims) = __output_size(__window(c), length(c.input_size), 0, 0)[1:length(c.input_size)]

# NNlib's check_dims asserts (their message is the DimensionMismatch's repr)
function __check_conv_dims(xs::Tuple, ws::Tuple, c::DenseConvDims)
    M = length(xs)
    __assert_dims(xs[M - 1] == c.channels_in, "Data input channel count ($(xs[M - 1]) vs. $(c.channels_in))")
    __assert_dims(ws[M - 1] * c.groupcount == c.channels_in,
                  "Kernel input channel count ($(ws[M - 1]) vs. $(c.channels_in / c.groupcount))")
    __assert_dims(ws[M] == c.channels_out, "Kernel output channel count ($(ws[M]) vs. $(c.channels_out))")
    __assert_dims(xs[1:M - 2] == c.input_size, "Data input spatial size ($(xs[1:M - 2]) vs. $(c.input_size))")
    __assert_dims(ws[1:M - 2] == c.kernel_size, "Kernel spatial size ($(ws[1:M - 2]) vs. $(c.kernel_size))")
end
__assert_dims(ok, message) = ok || throw(AssertionError("DimensionMismatch(\"" * message * "\")"))

function conv(x::AbstractArray, w::AbstractArray; stride = 1, pad = 0, dilation = 1, flipped = false, groups = 1)
    nd = ndims(w) - 2
    cdims = DenseConvDims(size(x), size(w); stride = __expand(nd, stride), padding = __expand(nd, pad),
                          dilation = __expand(nd, dilation), flipkernel = flipped, groups = groups)
    return conv(x, w, cdims)
end

# NNlib's im2col: row p of the (output positions) x (kernel taps * channels) matrix holds the inputs
# that output position p multiplies with the kernel entries, in the kernel's memory order. Without
# flipkernel the stored kernel entry k multiplies tap K - k + 1 (true convolution: the kernel reversed
# in every spatial dim); flipkernel (conv's flipped = true) is cross-correlation. Padding reads zero.
# __col2im! is its adjoint: it adds each row's entries back onto the inputs they were read from.
function __im2col_rows(f, g::__Window3, cin_group, flipped)
    K = g.kernel
    O = g.output
    r = 0
    for ci in 1:cin_group, kd in 1:K[3], kh in 1:K[2], kw in 1:K[1]
        r += 1
        tw, th, td = flipped ? (kw, kh, kd) : (K[1] - kw + 1, K[2] - kh + 1, K[3] - kd + 1)
        ws, iw = __valid_outputs(g, 1, tw)
        isempty(ws) && continue
        iws = iw:g.stride[1]:(iw + (length(ws) - 1) * g.stride[1])
        for od in 1:O[3], oh in 1:O[2]
            id = __tap(g, 3, od, td)
            ih = __tap(g, 2, oh, th)
            (__inside(g, 3, id) && __inside(g, 2, ih)) || continue
            p = ((od - 1) * O[2] + (oh - 1)) * O[1]  # the row before output (1, oh, od)
            f((p + first(ws)):(p + last(ws)), r, iws, ih, id, ci)
        end
    end
end

function __im2col(x5::AbstractArray, g::__Window3, n, cfirst, cin_group, flipped, T)
    col = zeros(T, prod(g.output), prod(g.kernel) * cin_group)
    __im2col_rows(g, cin_group, flipped) do rows, r, iws, ih, id, ci
        col[rows, r] = x5[iws, ih, id, cfirst + ci, n]
    end
    return col
end

function __col2im!(dx5::AbstractArray, col::AbstractMatrix, g::__Window3, n, cfirst, cin_group, flipped)
    __im2col_rows(g, cin_group, flipped) do rows, r, iws, ih, id, ci
        dx5[iws, ih, id, cfirst + ci, n] = dx5[iws, ih, id, cfirst + ci, n] .+ col[rows, r]
    end
    return dx5
end

function conv(x::AbstractArray, w::AbstractArray, cdims::DenseConvDims)
    __check_conv_dims(size(x), size(w), cdims)
    nd = length(cdims.input_size)
    g = __window(cdims)
    cin_group = cdims.channels_in ÷ cdims.groupcount
    cout_group = cdims.channels_out ÷ cdims.groupcount
    batch = size(x, nd + 2)
    T = promote_type(eltype(x), eltype(w))
    x5 = reshape(x, g.input..., cdims.channels_in, batch)
    # the kernel as a (kernel taps * channels) x (output channels) matrix, in its memory order
    wmat = reshape(w, prod(g.kernel) * cin_group, cdims.channels_out)
    y5 = zeros(T, g.output..., cdims.channels_out, batch)
    for n in 1:batch, grp in 1:cdims.groupcount
        outs = ((grp - 1) * cout_group + 1):(grp * cout_group)
        col = __im2col(x5, g, n, (grp - 1) * cin_group, cin_group, cdims.flipkernel, T)
        y5[:, :, :, outs, n] = reshape(col * wmat[:, outs], g.output..., cout_group)
    end
    return reshape(y5, __output_size(g, nd, cdims.channels_out, batch))
end

# ∇conv_data(dy, w, cdims): the gradient of conv(x, w, cdims) with respect to x, given dy; Flux's
# ConvTranspose is this map (src/impl/conv_im2col.jl ∇conv_data_im2col!).
function ∇conv_data(dy::AbstractArray, w::AbstractArray, cdims::DenseConvDims)
    nd = length(cdims.input_size)
    g = __window(cdims)
    M = nd + 2
    size(dy)[1:nd] == output_size(cdims) && size(dy, M - 1) == cdims.channels_out ||
        throw(AssertionError("DimensionMismatch(\"Data output spatial size ($(size(dy)[1:nd]) vs. $(output_size(cdims)))\")"))
    __check_conv_dims((cdims.input_size..., cdims.channels_in, 1), size(w), cdims)
    cin_group = cdims.channels_in ÷ cdims.groupcount
    cout_group = cdims.channels_out ÷ cdims.groupcount
    batch = size(dy, M)
    T = promote_type(eltype(dy), eltype(w))
    dy5 = reshape(dy, g.output..., cdims.channels_out, batch)
    wmat = reshape(w, prod(g.kernel) * cin_group, cdims.channels_out)
    dx5 = zeros(T, g.input..., cdims.channels_in, batch)
    for n in 1:batch, grp in 1:cdims.groupcount
        outs = ((grp - 1) * cout_group + 1):(grp * cout_group)
        dcol = reshape(dy5[:, :, :, outs, n], prod(g.output), cout_group) * transpose(wmat[:, outs])
        __col2im!(dx5, dcol, g, n, (grp - 1) * cin_group, cin_group, cdims.flipkernel)
    end
    return reshape(dx5, cdims.input_size..., cdims.channels_in, batch)
end

# ---- maxpool, meanpool (src/pooling.jl, src/dim_helpers/PoolDims.jl, src/impl/pooling_direct.jl) ----

# What NNlib's PoolDims records (Flux's MaxPool and MeanPool build one and call maxpool(x, pdims)).
struct PoolDims
    input_size::Tuple
    kernel_size::Tuple
    channels_in::Int
    stride::Tuple
    padding::Tuple
    dilation::Tuple
end

function PoolDims(x_size::Tuple, k; stride = k, padding = 0, dilation = 1)
    N = length(x_size)
    3 <= N <= 5 || throw(ArgumentError("pooling takes 3, 4 or 5 dimensional arrays (1, 2 or 3 spatial dims), got $N"))
    kk = k isa Integer ? ntuple(_ -> Int(k), N - 2) : k
    length(kk) == N - 2 ||
        throw(DimensionMismatch("pooling window $kk has $(length(kk)) dims, the input has $(N - 2) spatial dims"))
    sstride, ppadding, ddilation = __check_spdf(x_size, (kk..., 1, 1), stride, padding, dilation)
    return PoolDims(x_size[1:N - 2], kk, x_size[N - 1], sstride, ppadding, ddilation)
end
PoolDims(x::AbstractArray, k; kwargs...) = PoolDims(size(x), k; kwargs...)

input_size(p::PoolDims) = p.input_size
kernel_size(p::PoolDims) = p.kernel_size
channels_in(p::PoolDims) = p.channels_in
channels_out(p::PoolDims) = p.channels_in
padding(p::PoolDims) = p.padding
dilation(p::PoolDims) = p.dilation

__window(p::PoolDims) = __Window3((p.input_size..., 1, 1), p.kernel_size, p.stride, p.padding, p.dilation)
output_size(p::PoolDims) = __output_size(__window(p), length(p.input_size), 0, 0)[1:length(p.input_size)]

maxpool(x::AbstractArray, k::Tuple; pad = 0, stride = k) =
    maxpool(x, PoolDims(x, k; padding = __expand(length(k), pad), stride = __expand(length(k), stride)))
meanpool(x::AbstractArray, k::Tuple; pad = 0, stride = k, count_include_pad = true) =
    meanpool(x, PoolDims(x, k; padding = __expand(length(k), pad), stride = __expand(length(k), stride));
             count_include_pad = count_include_pad)

# Apply `reduce(values in bounds, in-bounds count)` to every window of x.
function __pool(reduce, x::AbstractArray, p::PoolDims, T)
    nd = length(p.input_size)
    __assert_dims(size(x, nd + 1) == p.channels_in, "Data input channel count ($(size(x, nd + 1)) vs. $(p.channels_in))")
    __assert_dims(size(x)[1:nd] == p.input_size, "Data input spatial size ($(size(x)[1:nd]) vs. $(p.input_size))")
    g = __window(p)
    C = p.channels_in
    batch = size(x, nd + 2)
    x5 = reshape(x, g.input..., C, batch)
    y5 = similar(x, T, g.output..., C, batch)
    K = g.kernel
    for n in 1:batch, c in 1:C, od in 1:g.output[3], oh in 1:g.output[2], ow in 1:g.output[1]
        window = Vector{eltype(x)}()
        for kd in 1:K[3], kh in 1:K[2], kw in 1:K[1]
            id = __tap(g, 3, od, kd)
            ih = __tap(g, 2, oh, kh)
            iw = __tap(g, 1, ow, kw)
            (__inside(g, 3, id) && __inside(g, 2, ih) && __inside(g, 1, iw)) || continue
            push!(window, x5[iw, ih, id, c, n])
        end
        y5[ow, oh, od, c, n] = reduce(window)
    end
    return reshape(y5, __output_size(g, nd, C, batch))
end

# maxpool skips padded positions: the maximum over the in-bounds part of each window (NNlib starts
# from -floatmax, or typemin for integers, and keeps the first of equal values)
function maxpool(x::AbstractArray, p::PoolDims)
    T = eltype(x)
    init = T <: AbstractFloat ? nextfloat(typemin(T)) : typemin(T)
    return __pool(x, p, T) do window
        m = init
        for v in window
            if v > m
                m = v
            end
        end
        m
    end
end

# meanpool multiplies the in-bounds sum by 1/prod(k) (padding counts as zeros), or divides it by
# the in-bounds count with count_include_pad = false
function meanpool(x::AbstractArray, p::PoolDims; count_include_pad = true)
    T = eltype(x)
    alpha = one(T) / prod(p.kernel_size)
    return __pool(x, p, T) do window
        s = zero(T)
        for v in window
            s += v
        end
        count_include_pad ? alpha * s : s / length(window)
    end
end

# prod of a tuple of sizes, 1 for no dims (juxla's prod(()) raises where Julia's is 1)
__prod(t::Tuple) = isempty(t) ? 1 : prod(t)

# ---- batched_mul, batched_vec (src/batched/batchedmul.jl) ----

# C[:, :, k] = A[:, :, k] * B[:, :, k]; a batch of size 1 on either side is used for every k
function batched_mul(A::AbstractArray{T1,3}, B::AbstractArray{T2,3}) where {T1,T2}
    size(A, 3) == size(B, 3) || size(A, 3) == 1 || size(B, 3) == 1 ||
        throw(DimensionMismatch("batch size mismatch: A != B"))
    m, ka = size(A, 1), size(A, 2)
    kb, n = size(B, 1), size(B, 2)
    ka == kb || throw(DimensionMismatch("A1 has size ($m,$ka), B1 has size ($kb,$n), C1 has size $((m, n))"))
    nbatch = max(size(A, 3), size(B, 3))
    C = zeros(promote_type(T1, T2), m, n, nbatch)
    for k in 1:nbatch
        kA = size(A, 3) == 1 ? 1 : k
        kB = size(B, 3) == 1 ? 1 : k
        C[:, :, k] = A[:, :, kA] * B[:, :, kB]
    end
    return C
end
batched_mul(A::AbstractArray{<:Any,3}, B::AbstractMatrix) = batched_mul(A, reshape(B, size(B, 1), size(B, 2), 1))
batched_mul(A::AbstractMatrix, B::AbstractArray{<:Any,3}) = batched_mul(reshape(A, size(A, 1), size(A, 2), 1), B)

# any other rank (matrices, or more than one batch dim): the dims from 3 on are flattened into one
# batch dim and restored afterwards
function batched_mul(x::AbstractArray{T1,N}, y::AbstractArray{T2,N}) where {T1,T2,N}
    batch_size = size(x)[3:end]
    batch_size == size(y)[3:end] || throw(AssertionError("batch size has to be the same for the two arrays."))
    x2 = reshape(x, size(x, 1), size(x, 2), __prod(batch_size))
    y2 = reshape(y, size(y, 1), size(y, 2), __prod(batch_size))
    z = batched_mul(x2, y2)
    return reshape(z, size(z, 1), size(z, 2), batch_size...)
end

const ⊠ = batched_mul

batched_vec(A::AbstractArray{<:Any,3}, B::AbstractMatrix) =
    reshape(batched_mul(A, reshape(B, size(B, 1), 1, size(B, 2))), size(A, 1), size(A, 3))
batched_vec(A::AbstractArray{<:Any,3}, b::AbstractVector) =
    reshape(batched_mul(A, reshape(b, length(b), 1, 1)), size(A, 1), size(A, 3))

# ---- dot_product_attention (src/attention.jl): Flux's MultiHeadAttention ----

# q (qk_dim, q_len, batch...), k (qk_dim, kv_len, batch...), v (v_dim, kv_len, batch...): returns
# the output (v_dim, q_len, batch...) and the scores α (kv_len, q_len, nheads, batch...); any number of
# batch dims are flattened into one and restored.
function dot_product_attention(q::AbstractArray{T1,N}, k::AbstractArray{T2,N}, v::AbstractArray{T3,N}, bias = nothing;
                               fdrop = identity, mask = nothing, nheads = 1) where {T1,T2,T3,N}
    batch_size = size(q)[3:end]
    batch_size == size(k)[3:end] && batch_size == size(v)[3:end] ||
        throw(ArgumentError("Batch dimensions have to be the same."))
    flat(a) = reshape(a, size(a, 1), size(a, 2), __prod(batch_size))
    x, α = __attention3(flat(q), flat(k), flat(v), bias, fdrop, mask, nheads)
    return reshape(x, size(x, 1), size(x, 2), batch_size...), reshape(α, size(α)[1:3]..., batch_size...)
end

function __attention3(q, k, v, bias, fdrop, mask, nheads)
    if size(q, 1) % nheads != 0 || size(k, 1) % nheads != 0 || size(v, 1) % nheads != 0
        throw(ArgumentError("First dimension in query, key and value must be divisible by `nheads`.\nInstead:\n" *
                            "- size(q): $(size(q))\n- size(k): $(size(k))\n- size(v): $(size(v))\n- nheads: $nheads\n"))
    end
    size(q, 1) == size(k, 1) || throw(ArgumentError("First dimension in query and key has to be the same. " *
                                                    "Instead:\n- size(q): $(size(q))\n- size(k): $(size(k))\n"))
    size(k, 2) == size(v, 2) || throw(ArgumentError("Second dimension in key and value has to be the same. " *
                                                    "Instead:\n- size(k): $(size(k))\n- size(v): $(size(v))\n"))
    split_heads(a) = reshape(a, size(a, 1) ÷ nheads, nheads, size(a, 2), size(a, 3))
    qh, kh, vh = split_heads(q), split_heads(k), split_heads(v)
    α = dot_product_attention_scores(qh, kh, bias; fdrop = fdrop, mask = mask)
    # x[d, h, i, b] = sum over j of α[j, i, h, b] * v[d, h, j, b]
    x = permutedims(batched_mul(permutedims(vh, (1, 3, 2, 4)), α), (1, 3, 2, 4))
    return reshape(x, size(x, 1) * size(x, 2), size(x, 3), size(x, 4)), α
end

# the softmax over keys of q·k / √(qk_dim ÷ nheads), plus bias, with masked-out (false) logits -Inf;
# q, k are (qk_dim ÷ nheads, nheads, len, batch)
function dot_product_attention_scores(q::AbstractArray{T,4}, k::AbstractArray{<:Any,4}, bias = nothing;
                                      fdrop = identity, mask = nothing) where {T}
    kt = permutedims(k, (3, 1, 2, 4))
    qt = permutedims(q, (1, 3, 2, 4)) ./ sqrt(T(size(q, 1)))
    logits = batched_mul(kt, qt)  # (kv_len, q_len, nheads, batch)
    if bias !== nothing
        logits = logits .+ bias
    end
    if mask !== nothing
        logits = ifelse.(mask, logits, typemin(eltype(logits)))
    end
    return fdrop(softmax(logits; dims = 1))
end

# m[i, j] = i <= j over size(x, dims): key i is visible to query j when it does not come later
function make_causal_mask(x::AbstractArray; dims::Int = 2)
    len = size(x, dims)
    return [i <= j for i in 1:len, j in 1:len]
end

# ---- gather (src/gather.jl): Flux's Embedding ----

# dst[:, ..., j...] = src[:, ..., idx[j...]...]: each index (an Int, or a tuple for the trailing
# dims of src) picks a slice of src
function gather(src::AbstractArray, idx::AbstractArray)
    M = isempty(idx) ? 1 : length(first(idx))
    lead = size(src)[1:ndims(src) - M]
    src2 = reshape(src, __prod(lead), size(src)[ndims(src) - M + 1:end]...)
    dst2 = similar(src, eltype(src), __prod(lead), length(idx))
    for (j, i) in enumerate(idx)
        dst2[:, j] = i isa Integer ? src2[:, i] : src2[:, i...]
    end
    return reshape(dst2, lead..., size(idx)...)
end

# ---- upsample_nearest (src/upsample.jl): Flux's Upsample(:nearest) ----

# every element repeated scale[d] times along each of the first length(scale) dims
function upsample_nearest(x::AbstractArray, scales::Tuple)
    N = ndims(x)
    S = length(scales)
    1 <= S <= N || throw(ArgumentError("can't upsample ndims(x)=$N with scale=$scales"))
    idx = ntuple(d -> d <= S ? (((1:scales[d] * size(x, d)) .- 1) .÷ scales[d] .+ 1) : (1:size(x, d)), N)
    return x[idx...]
end
function upsample_nearest(x::AbstractArray; size::Tuple)
    S = length(size)
    old = Base.size(x)[1:S]
    all(ntuple(d -> size[d] % old[d] == 0, S)) || throw(ArgumentError("expected an integer multiple of the old size"))
    return upsample_nearest(x, ntuple(d -> size[d] ÷ old[d], S))
end

# ---- dropout (src/dropout.jl): Flux's Dropout, which passes p = 0 when it is not training ----

const __Random = Base.Random

# Each element (or each slice along the dims not in `dims`) is kept scaled by 1/(1 - p) where a
# uniform draw exceeds p, else zeroed; the draws are rand! into an array of the result's float type.
dropout(A::AbstractArray, p::Real; dims = :) = dropout(__Random.default_rng(), A, p; dims = dims)
function dropout(rng, A::AbstractArray, p::Real; dims = :)
    T = float(eltype(A))
    0 <= p <= 1 || throw(ArgumentError("dropout expects a probability 0 <= p <= 1"))
    p > 0 || return eltype(A) === T ? A : T.(A)
    return __dropout!(rng, similar(A, T, size(A)), A, p, dims)
end
dropout!(B::AbstractArray, A::AbstractArray, p::Real; dims = :) =
    dropout!(__Random.default_rng(), B, A, p; dims = dims)
function dropout!(rng, B::AbstractArray, A::AbstractArray, p::Real; dims = :)
    size(B) == size(A) || throw(DimensionMismatch("dropout! expects output array the same size as input"))
    0 <= p <= 1 || throw(ArgumentError("dropout expects a probability 0 <= p <= 1"))
    if p > 0
        __dropout!(rng, B, A, p, dims)
    else
        B .= A
    end
    return B
end
function __dropout!(rng, dst::AbstractArray, src::AbstractArray, p::Real, dims)
    T = eltype(dst)
    pT = convert(T, p)  # NNlib converts to real(T); the element types here are real
    val = convert(T, 1 / (1 - pT))
    if dims === (:)  # the draws go into dst itself
        __Random.rand!(rng, dst)
        dst .= ((dst .> pT) .* val) .* src
    else
        ds = dims isa Integer ? (dims,) : dims
        keep = similar(dst, ntuple(d -> d in ds ? size(src, d) : 1, ndims(src)))
        __Random.rand!(rng, keep)
        dst .= ((keep .> pT) .* val) .* src
    end
    return dst
end

# NNlib's hook for "is this call inside a gradient?"; the host reference never is
within_gradient(x) = false

end # module NNlib
