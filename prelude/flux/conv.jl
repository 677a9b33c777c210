# Part of module Flux (prelude/zz_flux.jl includes it): convolution and pooling layers.

# ---- Conv, CrossCor (src/layers/conv.jl): weights (k..., cin ÷ groups, cout); Conv is NNlib's conv
# (the kernel flipped, a true convolution), CrossCor its flipped = true (cross-correlation) ----

# pad = SamePad(): the output has the input's size at stride 1
struct SamePad end

expand(N, i::Tuple) = i
expand(N, i::Integer) = ntuple(_ -> Int(i), N)
calc_padding(lt, pad, k::Tuple, dilation, stride) = _calc_padding(pad, k, dilation)
_calc_padding(pad, k, dilation) = expand(2 * length(k), pad)
function _calc_padding(::SamePad, k, dilation)
    N = length(k)
    d = expand(N, dilation)
    amt = ntuple(i -> k[i] + (k[i] - 1) * (d[i] - 1) - 1, N)
    return ntuple(i -> isodd(i) ? cld(amt[(i + 1) ÷ 2], 2) : fld(amt[i ÷ 2], 2), 2N)
end

function convfilter(filter::NTuple{N,Integer}, ch::Pair{<:Integer,<:Integer}; init = glorot_uniform, groups = 1) where {N}
    cin, cout = ch
    cin % groups == 0 || throw(ArgumentError("Input channel dimension must be divisible by groups."))
    cout % groups == 0 || throw(ArgumentError("Output channel dimension must be divisible by groups."))
    return init(filter..., cin ÷ groups, cout)
end

struct Conv{N,M,F,A,V}
    σ::F
    weight::A
    bias::V
    stride::NTuple{N,Int}
    pad::NTuple{M,Int}
    dilation::NTuple{N,Int}
    groups::Int
end
# (juxla's default constructor does not infer N and M from NTuple fields, so these spell them out)
Conv(σ, w, b, stride::NTuple{N,Int}, pad::NTuple{M,Int}, dilation::NTuple{N,Int}, groups::Int) where {N,M} =
    Conv{N,M,typeof(σ),typeof(w),typeof(b)}(σ, w, b, stride, pad, dilation, groups)
function Conv(w::AbstractArray{T,N}, b = true, σ = identity; stride = 1, pad = 0, dilation = 1, groups = 1) where {T,N}
    stride = expand(N - 2, stride)
    dilation = expand(N - 2, dilation)
    pad = calc_padding(Conv, pad, size(w)[1:N-2], dilation, stride)
    bias = create_bias(w, b, size(w, N))
    return Conv(σ, w, bias, stride, pad, dilation, groups)
end
Conv(k::NTuple{N,Integer}, ch::Pair{<:Integer,<:Integer}, σ = identity; init = glorot_uniform, stride = 1, pad = 0,
     dilation = 1, groups = 1, bias = true) where {N} =
    Conv(convfilter(k, ch; init = init, groups = groups), bias, σ; stride = stride, pad = pad, dilation = dilation, groups = groups)

conv_reshape_bias(c) = c.bias isa AbstractVector ? reshape(c.bias, map(_ -> 1, c.stride)..., :, 1) : c.bias

# (a wrong input size is NNlib's DimensionMismatch, as in Flux)
function (c::Conv)(x::AbstractArray)
    _static_ints(c.stride, c.pad, c.dilation, c.groups)
    σ = NNlib.fast_act(c.σ, x)
    y = NNlib.conv(_match_eltype(c, x), c.weight; stride = c.stride, pad = c.pad, dilation = c.dilation, groups = c.groups)
    return _act_bias(σ, y, conv_reshape_bias(c))
end
_channels_in(l::Conv) = size(l.weight, ndims(l.weight) - 1) * l.groups
_channels_out(l) = size(l.weight, ndims(l.weight))
function _print_conv_opt(io::IO, l)
    l.σ == identity || print(io, ", ", l.σ)
    all(==(0), l.pad) || print(io, ", pad=", _maybetuple_string(l.pad))
    all(==(1), l.stride) || print(io, ", stride=", _maybetuple_string(l.stride))
    all(==(1), l.dilation) || print(io, ", dilation=", _maybetuple_string(l.dilation))
    (l isa Union{Conv,ConvTranspose} && l.groups != 1) && print(io, ", groups=", l.groups)
    l.bias === false && print(io, ", bias=false")
end
function Base.show(io::IO, l::Conv)
    print(io, "Conv(", size(l.weight)[1:ndims(l.weight)-2], ", ", _channels_in(l), " => ", _channels_out(l))
    _print_conv_opt(io, l)
    print(io, ")")
end

struct CrossCor{N,M,F,A,V}
    σ::F
    weight::A
    bias::V
    stride::NTuple{N,Int}
    pad::NTuple{M,Int}
    dilation::NTuple{N,Int}
end
CrossCor(σ, w, b, stride::NTuple{N,Int}, pad::NTuple{M,Int}, dilation::NTuple{N,Int}) where {N,M} =
    CrossCor{N,M,typeof(σ),typeof(w),typeof(b)}(σ, w, b, stride, pad, dilation)
function CrossCor(w::AbstractArray{T,N}, bias = true, σ = identity; stride = 1, pad = 0, dilation = 1) where {T,N}
    stride = expand(N - 2, stride)
    dilation = expand(N - 2, dilation)
    pad = calc_padding(CrossCor, pad, size(w)[1:N-2], dilation, stride)
    return CrossCor(σ, w, create_bias(w, bias, size(w, N)), stride, pad, dilation)
end
CrossCor(k::NTuple{N,Integer}, ch::Pair{<:Integer,<:Integer}, σ = identity; init = glorot_uniform, stride = 1, pad = 0,
         dilation = 1, bias = true) where {N} =
    CrossCor(convfilter(k, ch; init = init), bias, σ; stride = stride, pad = pad, dilation = dilation)
function (c::CrossCor)(x::AbstractArray)
    _static_ints(c.stride, c.pad, c.dilation)
    σ = NNlib.fast_act(c.σ, x)
    y = NNlib.conv(_match_eltype(c, x), c.weight; stride = c.stride, pad = c.pad, dilation = c.dilation, flipped = true)
    return _act_bias(σ, y, conv_reshape_bias(c))
end
function Base.show(io::IO, l::CrossCor)
    print(io, "CrossCor(", size(l.weight)[1:ndims(l.weight)-2], ", ", size(l.weight, ndims(l.weight) - 1), " => ", _channels_out(l))
    _print_conv_opt(io, l)
    print(io, ")")
end

# ---- ConvTranspose (src/layers/conv.jl): weights (k..., cout ÷ groups, cin); the map is NNlib's
# ∇conv_data(x, w, cdims) of the Conv with that weight whose output has x's size ----

export ConvTranspose

struct ConvTranspose{N,M,F,A,V}
    σ::F
    weight::A
    bias::V
    stride::NTuple{N,Int}
    pad::NTuple{M,Int}
    outpad::NTuple{N,Int}
    dilation::NTuple{N,Int}
    groups::Int
end
ConvTranspose(σ, w, b, stride::NTuple{N,Int}, pad::NTuple{M,Int}, outpad::NTuple{N,Int}, dilation::NTuple{N,Int},
              groups::Int) where {N,M} =
    ConvTranspose{N,M,typeof(σ),typeof(w),typeof(b)}(σ, w, b, stride, pad, outpad, dilation, groups)
# SamePad: the padding of a Conv with kernel k .- stride .+ 1 (Flux's calc_padding for ConvTranspose)
calc_padding(::Type{ConvTranspose}, pad::SamePad, k::Tuple, dilation, stride) =
    _calc_padding(pad, ntuple(i -> k[i] - expand(length(k), stride)[i] + 1, length(k)), dilation)
function ConvTranspose(w::AbstractArray{T,N}, bias = true, σ = identity; stride = 1, pad = 0, outpad = 0, dilation = 1,
                       groups = 1) where {T,N}
    stride = expand(N - 2, stride)
    dilation = expand(N - 2, dilation)
    outpad = expand(N - 2, outpad)
    pad = calc_padding(ConvTranspose, pad, size(w)[1:N-2], dilation, stride)
    b = create_bias(w, bias, size(w, N - 1) * groups)
    return ConvTranspose(σ, w, b, stride, pad, outpad, dilation, groups)
end
ConvTranspose(k::NTuple{N,Integer}, ch::Pair{<:Integer,<:Integer}, σ = identity; init = glorot_uniform, stride = 1,
              pad = 0, outpad = 0, dilation = 1, groups = 1, bias = true) where {N} =
    ConvTranspose(convfilter(k, ch.second => ch.first; init = init, groups = groups), bias, σ; stride = stride,
                  pad = pad, outpad = outpad, dilation = dilation, groups = groups)

# The DenseConvDims of the Conv that ConvTranspose inverts: its input has the size
# (x - 1) * stride + 1 + (k - 1) * dilation - pad_lo - pad_hi + outpad per spatial dim.
function conv_transpose_dims(c::ConvTranspose, x::AbstractArray)
    nd = ndims(x) - 2
    pad = length(c.pad) == nd ? ntuple(i -> c.pad[(i + 1) ÷ 2], 2nd) : c.pad
    k = size(c.weight)[1:nd]
    I = ntuple(i -> (size(x, i) - 1) * c.stride[i] + 1 + (k[i] - 1) * c.dilation[i] - pad[2i - 1] - pad[2i] + c.outpad[i], nd)
    return NNlib.DenseConvDims((I..., size(c.weight, nd + 1) * c.groups, size(x, nd + 2)), size(c.weight);
                               stride = c.stride, padding = pad, dilation = c.dilation, groups = c.groups)
end

function (c::ConvTranspose)(x::AbstractArray)
    _static_ints(c.stride, c.pad, c.outpad, c.dilation, c.groups)
    σ = NNlib.fast_act(c.σ, x)
    cdims = conv_transpose_dims(c, x)
    y = _conv_transpose(_match_eltype(c, x), c.weight, cdims)
    return _act_bias(σ, y, conv_reshape_bias(c))
end

# NNlib.∇conv_data(x, w, cdims) written as one NNlib.conv, so that compiled code gets one
# stablehlo.convolution (NNlib's im2col loops would be staged element by element): x spread out by
# the stride (stride - 1 zeros after each entry), padded by (k - 1) * dilation - pad (cropped
# where that is negative), and cross-correlated with w's channel dims swapped within each group.
# Checked against NNlib's ∇conv_data and PyTorch's conv_transpose in tests/programs/staged/flux/.
function _conv_transpose(x::AbstractArray, w::AbstractArray, cdims)
    nd = ndims(x) - 2
    g = cdims.groupcount
    k = size(w)[1:nd]
    cout_g, cin = size(w, nd + 1), size(w, nd + 2)   # cdims' channels_in ÷ g, channels_out
    wt = reshape(w, k..., cout_g, cin ÷ g, g)
    wt = permutedims(wt, (ntuple(identity, nd)..., nd + 2, nd + 1, nd + 3))
    wt = reshape(wt, k..., cin ÷ g, cout_g * g)
    xs = x
    for i in 1:nd
        xs = _spread(xs, i, cdims.stride[i])
    end
    lo = ntuple(i -> (k[i] - 1) * cdims.dilation[i] - cdims.padding[2i - 1], nd)
    hi = ntuple(i -> cdims.input_size[i] - size(xs, i) - lo[i] + (k[i] - 1) * cdims.dilation[i], nd)
    pad = ntuple(j -> max(isodd(j) ? lo[(j + 1) ÷ 2] : hi[j ÷ 2], 0), 2nd)
    y = NNlib.conv(xs, wt; pad = pad, dilation = cdims.dilation, flipped = true, groups = g)
    all(>=(0), lo) && all(>=(0), hi) && return y
    # negative padding: crop
    ranges = ntuple(i -> (1 + max(-lo[i], 0)):(size(y, i) - max(-hi[i], 0)), nd)
    return y[ranges..., :, :]
end

# x with s - 1 zeros after each entry along dim i (length n * s: the trailing zeros count as padding)
function _spread(x::AbstractArray, i, s)
    s == 1 && return x
    n = size(x, i)
    pre, post = size(x)[1:i-1], size(x)[i+1:end]
    z = cat(reshape(x, pre..., 1, n, post...), zeros(eltype(x), pre..., s - 1, n, post...); dims = i)
    return reshape(z, pre..., s * n, post...)
end

_channels_in(l::ConvTranspose) = size(l.weight, ndims(l.weight))
_channels_out(l::ConvTranspose) = size(l.weight, ndims(l.weight) - 1) * l.groups
function Base.show(io::IO, l::ConvTranspose)
    print(io, "ConvTranspose(", size(l.weight)[1:ndims(l.weight)-2], ", ", _channels_in(l), " => ", _channels_out(l))
    _print_conv_opt(io, l)  # (outpad is not shown, as in Flux)
    print(io, ")")
end

# ---- pooling ----

struct MaxPool{N,M}
    k::NTuple{N,Int}
    pad::NTuple{M,Int}
    stride::NTuple{N,Int}
end
MaxPool(k::NTuple{N,Int}, pad::NTuple{M,Int}, stride::NTuple{N,Int}) where {N,M} = MaxPool{N,M}(k, pad, stride)
function MaxPool(k::NTuple{N,Integer}; pad = 0, stride = k) where {N}
    stride = expand(N, stride)
    return MaxPool(k, calc_padding(MaxPool, pad, k, 1, stride), stride)
end
(m::MaxPool)(x) = (_static_ints(m.k, m.pad, m.stride); NNlib.maxpool(x, m.k; pad = m.pad, stride = m.stride))

struct MeanPool{N,M}
    k::NTuple{N,Int}
    pad::NTuple{M,Int}
    stride::NTuple{N,Int}
end
MeanPool(k::NTuple{N,Int}, pad::NTuple{M,Int}, stride::NTuple{N,Int}) where {N,M} = MeanPool{N,M}(k, pad, stride)
function MeanPool(k::NTuple{N,Integer}; pad = 0, stride = k) where {N}
    stride = expand(N, stride)
    return MeanPool(k, calc_padding(MeanPool, pad, k, 1, stride), stride)
end
(m::MeanPool)(x) = (_static_ints(m.k, m.pad, m.stride); NNlib.meanpool(x, m.k; pad = m.pad, stride = m.stride))

function _show_pool(io, name, m)
    print(io, name, "(", m.k)
    all(==(0), m.pad) || print(io, ", pad=", _maybetuple_string(m.pad))
    m.stride == m.k || print(io, ", stride=", _maybetuple_string(m.stride))
    print(io, ")")
end
Base.show(io::IO, m::MaxPool) = _show_pool(io, "MaxPool", m)
Base.show(io::IO, m::MeanPool) = _show_pool(io, "MeanPool", m)

struct GlobalMaxPool end
struct GlobalMeanPool end
(g::GlobalMaxPool)(x) = NNlib.maxpool(x, size(x)[1:end-2])
(g::GlobalMeanPool)(x) = NNlib.meanpool(x, size(x)[1:end-2])
Base.show(io::IO, ::GlobalMaxPool) = print(io, "GlobalMaxPool()")
Base.show(io::IO, ::GlobalMeanPool) = print(io, "GlobalMeanPool()")

# windows chosen so that the output has size `out` (stride insize ÷ out)
struct AdaptiveMaxPool{S,O}
    out::NTuple{O,Int}
end
struct AdaptiveMeanPool{S,O}
    out::NTuple{O,Int}
end
AdaptiveMaxPool(out::NTuple{O,Integer}) where {O} = AdaptiveMaxPool{O + 2,O}(out)
AdaptiveMeanPool(out::NTuple{O,Integer}) where {O} = AdaptiveMeanPool{O + 2,O}(out)
function _adaptive_window(out, x)
    _static_ints(out)
    insize = size(x)[1:end-2]
    stride = ntuple(i -> insize[i] ÷ out[i], length(out))
    k = ntuple(i -> insize[i] - (out[i] - 1) * stride[i], length(out))
    return k, stride
end
function (a::AdaptiveMaxPool)(x::AbstractArray)
    k, stride = _adaptive_window(a.out, x)
    return NNlib.maxpool(x, k; pad = 0, stride = stride)
end
function (a::AdaptiveMeanPool)(x::AbstractArray)
    k, stride = _adaptive_window(a.out, x)
    return NNlib.meanpool(x, k; pad = 0, stride = stride)
end
Base.show(io::IO, a::AdaptiveMaxPool) = print(io, "AdaptiveMaxPool(", a.out, ")")
Base.show(io::IO, a::AdaptiveMeanPool) = print(io, "AdaptiveMeanPool(", a.out, ")")

# every dimension but the last folded into the first (MLUtils.flatten)
flatten(x::AbstractArray) = reshape(x, :, size(x)[end])
