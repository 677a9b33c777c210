struct RNNCell{F,I,H,V,S}
    σ::F
    Wi::I
    Wh::H
    b::V
    state0::S
end

RNNCell((in, out)::Pair, σ = tanh; init = Flux.glorot_uniform, initb = zeros32, init_state = zeros32) =
    RNNCell(σ, init(out, in), init(out, out), initb(out), init_state(out, 1))

function (m::RNNCell{F,I,H,V,<:AbstractMatrix{T}})(h, x::Union{AbstractVecOrMat{T},OneHotArray}) where {F,I,H,V,T}
    Wi, Wh, b = m.Wi, m.Wh, m.b
    σ = NNlib.fast_act(m.σ, x)
    h = σ.(Wi * x .+ Wh * h .+ b)
    return h, reshape_cell_output(h, x)
end

function lstm_step(Wi, Wh, b, h, c, x)
    o = size(h, 1)
    g = muladd(Wi, x, muladd(Wh, h, b))
    input, forget, cell, output = multigate(g, o, Val(4))
    c′ = @. sigmoid_fast(forget) * c + sigmoid_fast(input) * tanh_fast(cell)
    h′ = @. sigmoid_fast(output) * tanh_fast(c′)
    return h′, c′
end
