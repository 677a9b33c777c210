# ConvTranspose against PyTorch's conv_transpose2d / conv_transpose1d (make_rnn_fixtures.py): the
# kernel (Cin, Cout/g, kH, kW) becomes Flux's (kW, kH, Cout/g, Cin) reversed in kW and kH; stride,
# pad, outpad and dilation in Flux's (W, H) order; groups; a 1-d one; and the gradients of
# sum(tanh.(y) .* wy) with respect to the weight, the bias and x. Float64 within 1e-6, Float32
# within 1e-4 (‖a−b‖/‖b‖). Then the layer against NNlib's own ∇conv_data (im2col, on the host).
using Flux, NNlib

const tol = Ref(1e-6)
rel(d, n) = sqrt(d / n) <= tol[]
apply(m, x) = m(x)
apply2(m, x) = m(x)
loss(m, x, wy) = sum(tanh.(m(x)) .* wy)

function check(T, tag)
    tol[] = T == Float64 ? 1e-6 : 1e-4
    x = T.(read_npy("data/convt_x.npy"))
    w = T.(read_npy("data/convt_w.npy"))
    b = T.(read_npy("data/convt_b.npy"))
    cases = (("plain", ConvTranspose(w, b), x),
             ("strided", ConvTranspose(w, b, relu; stride = (1, 2), pad = (0, 1)), x),
             ("groups", ConvTranspose(T.(read_npy("data/convt_wg.npy")), false; stride = 2, pad = 1, groups = 2), x),
             ("1d", ConvTranspose(T.(read_npy("data/convt_w1.npy")), false; stride = 2, pad = 1, outpad = 1),
              T.(read_npy("data/convt_x1.npy"))),
             ("outpad", ConvTranspose(w, b; stride = 2, pad = (2, 1), outpad = (1, 0), dilation = (2, 1)), x))
    for (k, item) in enumerate(cases)
        name, m, xin = item
        y = k <= 3 ? apply(m, xin) : apply2(m, xin)
        ref = read_npy("data/convt_$(tag)_$name.npy")
        println(tag, " ", rpad(name, 8), m, " ", typeof(y), " ", size(y), " ",
                size(y) == size(ref) && rel(sum(abs2, y .- ref), sum(abs2, ref)))
    end
    m = cases[5][2]
    l, g = Flux.withgradient(loss, m, x, T.(read_npy("data/convt_wy.npy")))
    print(tag, " loss ", typeof(l), " ", abs(l - read_npy("data/convt_$(tag)_loss.npy")[1]) <= tol[] * abs(l))
    for (k, a) in (("dw", g[1].weight), ("db", g[1].bias), ("dx", g[2]))
        ref = read_npy("data/convt_$(tag)_$k.npy")
        print(" ", k, " ", typeof(a), " ", size(a) == size(ref) && rel(sum(abs2, a .- ref), sum(abs2, ref)))
    end
    println(" ", g[1].stride, " ", g[1].σ)
end

check(Float64, "f64")
check(Float32, "f32")

# the host's NNlib.∇conv_data with the layer's DenseConvDims gives the same map (negative padding too)
tol[] = 1e-12
x = read_npy("data/convt_x.npy")
for m in (ConvTranspose(read_npy("data/convt_w.npy"), false; stride = (2, 3), pad = (2, 1, 0, 1), dilation = (1, 2), outpad = 1),
          ConvTranspose(read_npy("data/convt_wg.npy"), false; stride = 2, pad = 3, groups = 2))
    ref = NNlib.∇conv_data(x, m.weight, Flux.conv_transpose_dims(m, x))
    y = apply2(m, x)
    println(m, " ", size(y), " ", size(y) == size(ref) && rel(sum(abs2, y .- ref), sum(abs2, ref)))
end

# constructors: weight (k..., out ÷ groups, in), bias of out, SamePad keeps size × stride
c = ConvTranspose((3, 3), 4 => 6, relu; groups = 2)
println(c, " ", typeof(c.weight), " ", size(c.weight), " ", size(c.bias), " ", c.bias == zeros(Float32, 6))
s = ConvTranspose((4, 4), 2 => 3; stride = 2, pad = SamePad())
println(s, " ", s.pad, " ", size(apply2(s, rand(Float32, 5, 7, 2, 1))))
println(ConvTranspose((3,), 2 => 1; bias = false, dilation = 2))
