# RNN, LSTM and GRU (Flux 0.16) against PyTorch's nn.RNN, nn.LSTM and nn.GRU with the same weights
# (make_rnn_fixtures.py): all hidden states of a (3, 5, 2) sequence from a zero state and from a
# given one, the unbatched (3, 5) form, return_state, the cells stepped by hand, GRUv3 against NumPy,
# and the gradients of sum(y .* wy) with respect to Wi, Wh, bias and x against PyTorch's. Float64
# within 1e-6 and Float32 within 1e-4 (‖a−b‖/‖b‖).
using Flux

const tol = Ref(1e-6)
# (on the squared norms: a function of arrays would be compiled once per shape)
rel(d, n) = sqrt(d / n) <= tol[]
run(m, x) = m(x)
run2(m, x) = m(x)
run1(m, x) = m(x)
runh(m, x, h) = m(x, h)
runs(m, x, h) = m(x, h)
loss(m, x, wy) = sum(m(x) .* wy)
step(c, x, h) = c(x, h)

function layer(name, T)
    Wi, Wh, b = (T.(read_npy("data/rnn_$(name)_$k.npy")) for k in ("Wi", "Wh", "b"))
    name == "rnn" && return RNN(RNNCell(tanh, Wi, Wh, b))
    name == "lstm" && return LSTM(LSTMCell(Wi, Wh, b))
    return GRU(GRUCell(Wi, Wh, b))
end

function check(T, tag)
    tol[] = T == Float64 ? 1e-6 : 1e-4
    x = T.(read_npy("data/rnn_x.npy"))
    h0 = T.(read_npy("data/rnn_h0.npy"))
    c0 = T.(read_npy("data/rnn_c0.npy"))
    wy = T.(read_npy("data/rnn_wy.npy"))
    for name in ("rnn", "lstm", "gru")
        m = layer(name, T)
        fix(k) = read_npy("data/rnn_$(tag)_$(name)_$k.npy")
        ref = fix("y")
        y = run(m, x)
        println(tag, " ", rpad(m, 18), typeof(y), " ", size(y), " ", rel(sum(abs2, y .- ref), sum(abs2, ref)))
        # unbatched: the first sequence alone
        y1 = run1(m, x[:, :, 1])
        println(tag, " ", name, " unbatched ", size(y1), " ", rel(sum(abs2, y1 .- ref[:, :, 1]), sum(abs2, ref[:, :, 1])))
        # a given initial state
        init = name == "lstm" ? (h0, c0) : h0
        yh, refh = runh(m, x, init), fix("yh0")
        println(tag, " ", name, " initial state ", rel(sum(abs2, yh .- refh), sum(abs2, refh)))
        # return_state: the outputs and the last state
        ms = name == "rnn" ? RNN(m.cell; return_state = true) : name == "lstm" ? LSTM(m.cell; return_state = true) :
             GRU(m.cell; return_state = true)
        ys, last = runs(ms, x, init)
        lastref = fix("last")
        lasth = name == "lstm" ? last[1] : last
        print(tag, " ", name, " return_state ", rel(sum(abs2, ys .- refh), sum(abs2, refh)), " ",
              rel(sum(abs2, lasth .- lastref), sum(abs2, lastref)))
        name == "lstm" && print(" ", rel(sum(abs2, last[2] .- fix("lastc")), sum(abs2, fix("lastc"))))
        println()
        # the cell stepped by hand from the initial state gives the same last state
        st = init
        for t in 1:size(x, 2)
            _, st = step(m.cell, x[:, t, :], st)
        end
        sth = name == "lstm" ? st[1] : st
        println(tag, " ", name, " cell steps ", rel(sum(abs2, sth .- lastref), sum(abs2, lastref)))
        # gradients against PyTorch's
        l, g = Flux.withgradient(loss, m, x, wy)
        gc = g[1].cell
        print(tag, " ", name, " loss ", typeof(l), " ", abs(l - fix("loss")[1]) <= tol[] * abs(l))
        for (k, a) in (("dWi", gc.Wi), ("dWh", gc.Wh), ("db", gc.bias), ("dx", g[2]))
            print(" ", k, " ", typeof(a) == typeof(x[:, 1, :]) || typeof(a) == typeof(x), " ",
                  rel(sum(abs2, a .- fix(k)), sum(abs2, fix(k))))
        end
        println()
    end
end

check(Float64, "f64")
check(Float32, "f32")

# GRUv3 against the NumPy equations
tol[] = 1e-10
g3 = GRUv3(GRUv3Cell(read_npy("data/rnn_gruv3_Wi.npy"), read_npy("data/rnn_gruv3_Wh.npy"),
                     read_npy("data/rnn_gruv3_b.npy"), read_npy("data/rnn_gruv3_Whh.npy")))
y3, ref3 = run2(g3, read_npy("data/rnn_x.npy")), read_npy("data/rnn_f64_gruv3_y.npy")
println(g3, " ", rel(sum(abs2, y3 .- ref3), sum(abs2, ref3)))

# constructors: Float32 glorot_uniform weights (gates * out, in) and (gates * out, out), zero bias
r = RNN(3 => 4, relu)
l = LSTM(3 => 4)
gr = GRU(3 => 4; bias = false)
c = GRUv3Cell(3 => 4)
println(r, " ", r.cell, " ", typeof(r.cell.Wi), " ", size(r.cell.Wh), " ", r.cell.bias == zeros(Float32, 4))
println(l, " ", size(l.cell.Wi), " ", size(l.cell.Wh), " ", size(l.cell.bias))
println(gr, " ", size(gr.cell.Wi), " ", gr.cell.bias)
println(c, " ", size(c.Wi), " ", size(c.Wh), " ", size(c.Wh_h̃))
s0 = Flux.initialstates(l)
println(typeof(s0), " ", s0[1] == zeros(Float32, 4) && s0[2] == zeros(Float32, 4), " ", Flux.initialstates(r) == zeros(Float32, 4))
# a cell called on x alone starts from its initial state; Float64 input to a Float32 cell is converted
h, st = LSTMCell(3 => 4)(rand(3, 2))
println(typeof(h), " ", size(h), " ", st[1] == h)
yr = run2(r, rand(Float32, 3, 7))
println(typeof(yr), " ", size(yr), " ", all(yr .>= 0), " ", size(run2(gr, rand(Float32, 3, 7, 4))))
