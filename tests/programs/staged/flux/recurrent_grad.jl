# The gradients of an LSTM's and a GRU's loss with respect to every weight, the bias, the input and
# the initial state against Float64 central finite differences (step 1e-6, ‖a−b‖/‖b‖ within 1e-6):
# the backward pass of the sequence loop (a stablehlo.while), taped per iteration.
using Flux, Random

lossfn(m, x, h, wy) = sum(m(x, h) .* wy)

# central differences of lossfn over every entry of the array `a` (one of m's, x or h's)
function fd(m, x, h, wy, a)
    g = zeros(size(a))
    for i in eachindex(a)
        v = a[i]
        a[i] = v + 1e-6
        up = lossfn(m, x, h, wy)
        a[i] = v - 1e-6
        down = lossfn(m, x, h, wy)
        a[i] = v
        g[i] = (up - down) / 2e-6
    end
    return g
end
fd_state(m, x, h, wy, a) = fd(m, x, h, wy, a)  # (a second name keeps each under juxla's recompile warning)

rel(d, n) = sqrt(d / n) <= 1e-6

Random.seed!(3)
x = randn(3, 6, 2)
wy = randn(4, 6, 2)
for (name, m, h) in (("lstm", LSTM(LSTMCell(0.5 .* randn(16, 3), 0.5 .* randn(16, 4), 0.1 .* randn(16))), (randn(4, 2), randn(4, 2))),
                     ("gru", GRU(GRUCell(0.5 .* randn(12, 3), 0.5 .* randn(12, 4), 0.1 .* randn(12))), randn(4, 2)))
    g = gradient(lossfn, m, x, h, wy)
    gc = g[1].cell
    hs = h isa Tuple ? h : (h,)
    ghs = h isa Tuple ? g[3] : (g[3],)
    print(name, " ", m)
    for (k, a, ga) in (("Wi", m.cell.Wi, gc.Wi), ("Wh", m.cell.Wh, gc.Wh), ("bias", m.cell.bias, gc.bias), ("x", x, g[2]),
                       ("h", hs[1], ghs[1]))
        ref = k in ("x", "h") ? fd_state(m, x, h, wy, a) : fd(m, x, h, wy, a)
        print(" ", k, " ", size(ga) == size(a) && rel(sum(abs2, ga .- ref), sum(abs2, ref)))
    end
    length(hs) == 2 && (ref = fd_state(m, x, h, wy, hs[2]); print(" c ", rel(sum(abs2, ghs[2] .- ref), sum(abs2, ref))))
    println()
end
