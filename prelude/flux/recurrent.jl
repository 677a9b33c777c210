# Part of module Flux (prelude/zz_flux.jl includes it): recurrent layers as in Flux 0.16
# (src/layers/recurrent.jl). A cell maps (x, state) to (output, new state); RNN, LSTM and GRU run
# their cell over the sequence dim of x (in, len) or (in, len, batch) and return every output,
# (out, len) or (out, len, batch). Weights: Wi (gates * out, in), Wh (gates * out, out), one bias
# (gates * out) — PyTorch's b_ih + b_hh. The loop over the sequence is one `for` over 1:len writing
# column t of a preallocated output, so compiled code keeps it a stablehlo.while.

export RNNCell, LSTMCell, GRUCell, GRUv3Cell, RNN, LSTM, GRU, GRUv3

# zeros of x's element type (Flux's zeros_like)
zeros_like(x::AbstractArray, dims...) = fill!(similar(x, dims...), 0)

# rows (n - 1) * o + 1 : n * o of a gate-stacked vector or matrix (MLUtils.chunk(g, k; dims = 1)[n])
_gate(g::AbstractVector, o, n) = g[((n - 1) * o + 1):(n * o)]
_gate(g::AbstractMatrix, o, n) = g[((n - 1) * o + 1):(n * o), :]
_gate(b::Bool, o, n) = b

# the input in the cell's weight type (integers and Float64 into a Float32 cell become floats)
_rnn_input(cell, x) = _match_eltype(cell, eltype(cell.Wi), x)

_rnn_show(io, name, cell, σ...) = (print(io, name, "(", size(cell.Wi, 2), " => ", size(cell.Wi, 1) ÷ _ngates(cell));
                                   foreach(f -> print(io, ", ", f), σ); cell.bias === false && print(io, ", bias=false");
                                   print(io, ")"))

# ---- RNNCell: h′ = σ.(Wi x .+ Wh h .+ b) ----

struct RNNCell{F,I,H,V}
    σ::F
    Wi::I
    Wh::H
    bias::V
end
function RNNCell(ch::Pair{<:Integer,<:Integer}, σ = tanh; init_kernel = glorot_uniform,
                 init_recurrent_kernel = glorot_uniform, bias = true)
    in, out = ch
    Wi = init_kernel(out, in)
    return RNNCell(σ, Wi, init_recurrent_kernel(out, out), create_bias(Wi, bias, out))
end
_ngates(::RNNCell) = 1
initialstates(m::RNNCell) = zeros_like(m.Wh, size(m.Wh, 2))
(m::RNNCell)(x::Union{AbstractVector,AbstractMatrix}) = m(x, initialstates(m))
function (m::RNNCell)(x::Union{AbstractVector,AbstractMatrix}, h)
    _size_check(m, x, 1 => size(m.Wi, 2))
    σ = NNlib.fast_act(m.σ, x)
    h′ = _act_bias(σ, m.Wi * _rnn_input(m, x) .+ m.Wh * h, m.bias)
    return h′, h′
end
_desc(m::RNNCell) = "RNNCell($(size(m.Wi, 2)) => $(size(m.Wi, 1)), $(m.σ))"
Base.show(io::IO, m::RNNCell) = _rnn_show(io, "RNNCell", m, m.σ)

# ---- LSTMCell: gates input, forget, cell, output (PyTorch's i, f, g, o); state (h, c) ----

struct LSTMCell{I,H,V}
    Wi::I
    Wh::H
    bias::V
end
function LSTMCell(ch::Pair{<:Integer,<:Integer}; init_kernel = glorot_uniform,
                  init_recurrent_kernel = glorot_uniform, bias = true)
    in, out = ch
    Wi = init_kernel(out * 4, in)
    return LSTMCell(Wi, init_recurrent_kernel(out * 4, out), create_bias(Wi, bias, out * 4))
end
_ngates(::LSTMCell) = 4
initialstates(m::LSTMCell) = (zeros_like(m.Wh, size(m.Wh, 2)), zeros_like(m.Wh, size(m.Wh, 2)))
(m::LSTMCell)(x::Union{AbstractVector,AbstractMatrix}) = m(x, initialstates(m))
function (m::LSTMCell)(x::Union{AbstractVector,AbstractMatrix}, state)
    _size_check(m, x, 1 => size(m.Wi, 2))
    h, c = state
    o = size(h, 1)
    g = m.Wi * _rnn_input(m, x) .+ m.Wh * h
    g = m.bias isa AbstractArray ? g .+ m.bias : g
    input, forget, cell, output = _gate(g, o, 1), _gate(g, o, 2), _gate(g, o, 3), _gate(g, o, 4)
    c′ = @. NNlib.sigmoid_fast(forget) * c + NNlib.sigmoid_fast(input) * NNlib.tanh_fast(cell)
    h′ = @. NNlib.sigmoid_fast(output) * NNlib.tanh_fast(c′)
    return h′, (h′, c′)
end
_desc(m::LSTMCell) = "LSTMCell($(size(m.Wi, 2)) => $(size(m.Wi, 1) ÷ 4))"
Base.show(io::IO, m::LSTMCell) = _rnn_show(io, "LSTMCell", m)

# ---- GRUCell (the GRU of Cho et al. v1, PyTorch's): gates reset, update, candidate;
# h̃ = tanh(Wi_h̃ x + r .* (Wh_h̃ h) + b_h̃), so PyTorch's b_hn must be zero to match ----

struct GRUCell{I,H,V}
    Wi::I
    Wh::H
    bias::V
end
function GRUCell(ch::Pair{<:Integer,<:Integer}; init_kernel = glorot_uniform,
                 init_recurrent_kernel = glorot_uniform, bias = true)
    in, out = ch
    Wi = init_kernel(out * 3, in)
    return GRUCell(Wi, init_recurrent_kernel(out * 3, out), create_bias(Wi, bias, out * 3))
end
_ngates(::GRUCell) = 3
initialstates(m::GRUCell) = zeros_like(m.Wh, size(m.Wh, 2))
(m::GRUCell)(x::Union{AbstractVector,AbstractMatrix}) = m(x, initialstates(m))
function (m::GRUCell)(x::Union{AbstractVector,AbstractMatrix}, h)
    _size_check(m, x, 1 => size(m.Wi, 2))
    o = size(h, 1)
    gx = m.Wi * _rnn_input(m, x)
    gh = m.Wh * h
    b = m.bias
    r = NNlib.sigmoid_fast.(_gate(gx, o, 1) .+ _gate(gh, o, 1) .+ _gate(b, o, 1))
    z = NNlib.sigmoid_fast.(_gate(gx, o, 2) .+ _gate(gh, o, 2) .+ _gate(b, o, 2))
    h̃ = NNlib.tanh_fast.(_gate(gx, o, 3) .+ r .* _gate(gh, o, 3) .+ _gate(b, o, 3))
    h′ = @. (1 - z) * h̃ + z * h
    return h′, h′
end
_desc(m::GRUCell) = "GRUCell($(size(m.Wi, 2)) => $(size(m.Wi, 1) ÷ 3))"
Base.show(io::IO, m::GRUCell) = _rnn_show(io, "GRUCell", m)

# ---- GRUv3Cell (v3 of Cho et al.): h̃ = tanh(Wi_h̃ x + Wh_h̃ (r .* h) + b_h̃); Wh holds the reset
# and update gates (2 * out, out) ----

struct GRUv3Cell{I,H,V,HH}
    Wi::I
    Wh::H
    bias::V
    Wh_h̃::HH
end
function GRUv3Cell(ch::Pair{<:Integer,<:Integer}; init_kernel = glorot_uniform,
                   init_recurrent_kernel = glorot_uniform, bias = true)
    in, out = ch
    Wi = init_kernel(out * 3, in)
    return GRUv3Cell(Wi, init_recurrent_kernel(out * 2, out), create_bias(Wi, bias, out * 3),
                     init_recurrent_kernel(out, out))
end
_ngates(::GRUv3Cell) = 3
initialstates(m::GRUv3Cell) = zeros_like(m.Wh, size(m.Wh, 2))
(m::GRUv3Cell)(x::Union{AbstractVector,AbstractMatrix}) = m(x, initialstates(m))
function (m::GRUv3Cell)(x::Union{AbstractVector,AbstractMatrix}, h)
    _size_check(m, x, 1 => size(m.Wi, 2))
    o = size(h, 1)
    gx = m.Wi * _rnn_input(m, x)
    gh = m.Wh * h
    b = m.bias
    r = NNlib.sigmoid_fast.(_gate(gx, o, 1) .+ _gate(gh, o, 1) .+ _gate(b, o, 1))
    z = NNlib.sigmoid_fast.(_gate(gx, o, 2) .+ _gate(gh, o, 2) .+ _gate(b, o, 2))
    h̃ = NNlib.tanh_fast.(_gate(gx, o, 3) .+ m.Wh_h̃ * (r .* h) .+ _gate(b, o, 3))
    h′ = @. (1 - z) * h̃ + z * h
    return h′, h′
end
_desc(m::GRUv3Cell) = "GRUv3Cell($(size(m.Wi, 2)) => $(size(m.Wi, 1) ÷ 3))"
Base.show(io::IO, m::GRUv3Cell) = _rnn_show(io, "GRUv3Cell", m)

# ---- the sequence layers ----

# The state as the loop carries it: with batched input a vector state (initialstates) is repeated
# over the batch first, as the first step would broadcast it, so its shape does not change in the loop.
_batch_state(h::AbstractVector, B) = repeat(h, 1, B)
_batch_state(h::AbstractArray, B) = h
_batch_state(s::Tuple, B) = map(h -> _batch_state(h, B), s)
_first_state(h::AbstractArray) = h
_first_state(s::Tuple) = s[1]

# Flux's scan: the cell over x[:, t] (or x[:, t, :]) for t in 1:len, outputs stacked along dim 2.
# Returns (outputs, last state).
function _scan(cell, x::AbstractMatrix, state)
    h0 = _first_state(state)
    T = promote_type(eltype(cell.Wi), eltype(h0))
    ys = zeros(T, size(h0, 1), size(x, 2))
    for t in 1:size(x, 2)
        yt, state = cell(x[:, t], state)
        ys[:, t] = yt
    end
    return ys, state
end
function _scan(cell, x::AbstractArray{<:Any,3}, state)
    state = _batch_state(state, size(x, 3))
    h0 = _first_state(state)
    T = promote_type(eltype(cell.Wi), eltype(h0))
    ys = zeros(T, size(h0, 1), size(x, 2), size(x, 3))
    for t in 1:size(x, 2)
        yt, state = cell(x[:, t, :], state)
        ys[:, t, :] = yt
    end
    return ys, state
end
function _scan(cell, x::AbstractArray, state)
    throw(ArgumentError("a recurrent layer takes input of size (in, len) or (in, len, batch), got $(_summary(x))"))
end

# One struct per layer, as Flux: the cell, and whether the last state is returned too.
struct RNN{S,M}
    cell::M
end
struct LSTM{S,M}
    cell::M
end
struct GRU{S,M}
    cell::M
end
struct GRUv3{S,M}
    cell::M
end
RNN(cell::RNNCell; return_state::Bool = false) = RNN{return_state,typeof(cell)}(cell)
LSTM(cell::LSTMCell; return_state::Bool = false) = LSTM{return_state,typeof(cell)}(cell)
GRU(cell::GRUCell; return_state::Bool = false) = GRU{return_state,typeof(cell)}(cell)
GRUv3(cell::GRUv3Cell; return_state::Bool = false) = GRUv3{return_state,typeof(cell)}(cell)
RNN(ch::Pair{<:Integer,<:Integer}, σ = tanh; return_state::Bool = false, kw...) =
    RNN(RNNCell(ch, σ; kw...); return_state = return_state)
LSTM(ch::Pair{<:Integer,<:Integer}; return_state::Bool = false, kw...) = LSTM(LSTMCell(ch; kw...); return_state = return_state)
GRU(ch::Pair{<:Integer,<:Integer}; return_state::Bool = false, kw...) = GRU(GRUCell(ch; kw...); return_state = return_state)
GRUv3(ch::Pair{<:Integer,<:Integer}; return_state::Bool = false, kw...) = GRUv3(GRUv3Cell(ch; kw...); return_state = return_state)

initialstates(m::Union{RNN,LSTM,GRU,GRUv3}) = initialstates(m.cell)
(m::RNN)(x::AbstractArray, state...) = _run_sequence(m, x, state...)
(m::LSTM)(x::AbstractArray, state...) = _run_sequence(m, x, state...)
(m::GRU)(x::AbstractArray, state...) = _run_sequence(m, x, state...)
(m::GRUv3)(x::AbstractArray, state...) = _run_sequence(m, x, state...)
_run_sequence(m, x) = _run_sequence(m, x, initialstates(m))
function _run_sequence(m, x, state)
    ys, last = _scan(m.cell, x, state)
    return _return_state(m) ? (ys, last) : ys
end
_return_state(::RNN{S}) where {S} = S
_return_state(::LSTM{S}) where {S} = S
_return_state(::GRU{S}) where {S} = S
_return_state(::GRUv3{S}) where {S} = S
Base.show(io::IO, m::RNN) = _rnn_show(io, "RNN", m.cell, m.cell.σ)
Base.show(io::IO, m::LSTM) = _rnn_show(io, "LSTM", m.cell)
Base.show(io::IO, m::GRU) = _rnn_show(io, "GRU", m.cell)
Base.show(io::IO, m::GRUv3) = _rnn_show(io, "GRUv3", m.cell)
