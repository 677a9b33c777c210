# Dense and Chain against PyTorch (make_fixtures.py: the same weights and inputs): the output of
# Chain(Dense(4 => 6, tanh), Dense(6 => 3, relu), Dense(3 => 2)), its first layer, softmax on top,
# and the gradient of sum(abs2, model(x)) as Zygote's NamedTuple tree, in Float64 (‖a−b‖/‖b‖ ≤ 1e-5)
# and Float32 (≤ 1e-4). Then Chain's indexing, the named and vector forms, Dense's constructors and
# the forms of its input (a vector, more dims, integers, Float64 into a Float32 layer).
using Flux

rel(num, den) = sqrt(num / den)
forward(m, x) = m(x)
apply(m, x) = m(x)
call(m, x) = m(x)
loss(m, x) = sum(abs2, m(x))

function check(T, tag)
    tol = T == Float64 ? 1e-5 : 1e-4
    W = [T.(read_npy("data/dense_W$i.npy")) for i in 1:3]
    b = [T.(read_npy("data/dense_b$i.npy")) for i in 1:3]
    x = T.(read_npy("data/dense_x.npy"))
    m = Chain(Dense(W[1], b[1], tanh), Dense(W[2], b[2], relu), Dense(W[3], b[3]))
    y = forward(m, x)
    h1 = forward(m[1], x)
    sm = forward(Chain(m, softmax), x)
    for (name, a) in (("y", y), ("h1", h1), ("softmax", sm))
        ref = read_npy("data/dense_$(tag)_$name.npy")
        println(tag, " ", name, " ", typeof(a) == typeof(ref) && size(a) == size(ref) && rel(sum(abs2, a .- ref), sum(abs2, ref)) <= tol)
    end
    g = gradient(loss, m, x)
    for i in 1:3
        gl = g[1].layers[i]
        dW = read_npy("data/dense_$(tag)_dW$i.npy")
        db = read_npy("data/dense_$(tag)_db$i.npy")
        println(tag, " dW$i ", typeof(gl.weight) == typeof(dW) && rel(sum(abs2, gl.weight .- dW), sum(abs2, dW)) <= tol,
                " db$i ", rel(sum(abs2, gl.bias .- db), sum(abs2, db)) <= tol, " σ ", gl.σ)
    end
    println(tag, " dx ", size(g[2]))
end

check(Float64, "f64")
check(Float32, "f32")

# Chain: indexing, slicing, iteration, names, the vector form
d1 = Dense([1.0 2.0; 0.5 -1.0; 0.0 1.0], [0.5, 0.0, -1.0], relu)
d2 = Dense([1.0 -1.0 2.0], false)
c = Chain(d1, d2)
println(c, " ", length(c), " ", c[1] === d1, " ", c[end] === d2, " ", c[1:1])
x = [1.0 -1.0; 2.0 0.5]
println(apply(c, x), " ", apply(c[1:1], x))
cn = Chain(enc = d1, dec = d2)
println(cn, " ", cn[:dec] === d2, " ", apply(cn, x) == apply(c, x), " ", keys(cn))
cv = Chain([d1, d2])
println(cv, " ", apply(cv, x) == apply(c, x))
println([l for l in c] == [d1, d2], " ", Flux.activations(c, x)[1] == apply(d1, x))
# d1(x) by hand: relu.([1 2; 0.5 -1; 0 1] * x .+ [0.5, 0, -1])
println(apply(d1, x) == [5.5 0.5; 0.0 0.0; 1.0 0.0], " ", apply(d2, [1.0, 2.0, 3.0]))
g = gradient(loss, cn, x)[1]
println(keys(g.layers), " ", g.layers.dec.bias, " ", g.layers.dec.weight)
gv = gradient(loss, cv, x)[1]
println(gv.layers[2].weight == g.layers.dec.weight)

# Dense's constructors: in => out with glorot_uniform Float32 weights and zero bias, init, bias
d = Dense(3 => 2, tanh)
println(d, " ", typeof(d.weight), " ", size(d.weight), " ", d.bias == zeros(Float32, 2), " ", typeof(d.bias))
println(Dense(3, 2), " ", Dense(3 => 2; bias = false).bias, " ", Dense(3 => 2; init = ones32).weight)
println(Dense(ones(2, 3), [1, 2]).bias, " ", Dense(ones(Float32, 2, 3), true, relu))
# input forms: a vector, a 3-d batch, integers, Float64 into a Float32 layer (converted)
d = Dense(Float32[1 0 2; -1 1 0], Float32[0.5, -0.5])
println(call(d, Float32[1, 2, 3]), " ", size(call(d, ones(Float32, 3, 4, 5))), " ", call(d, [1, 2, 3]))
println(typeof(call(d, [1.0, 2.0, 3.0])), " ", call(d, [1.0, 2.0, 3.0]))
