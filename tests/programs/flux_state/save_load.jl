# Flux.state, Flux.loadmodel! and saving a trained model as .npy files in a folder or one .npz:
# loading into a freshly initialised model gives bit-identical outputs.
using Flux, Random

Random.seed!(3)
model = Chain(Conv((3, 3), 1 => 2, relu), MaxPool((2, 2)), Flux.flatten, Dense(8 => 5, tanh), BatchNorm(5), Dense(5 => 3))
x = rand(Float32, 6, 6, 1, 4)
y = Flux.onehotbatch([0, 1, 2, 1], 0:2)
opt = Flux.setup(Adam(0.01), model)
function step!(model, opt, x, y)
    l, g = Flux.withgradient(m -> Flux.logitcrossentropy(m(x), y), model)
    Flux.update!(opt, model, g[1])
    return l
end
for i in 1:5
    step!(model, opt, x, y)
end
out = model(x)

s = Flux.state(model)
println(keys(s), " ", length(s.layers))
println(keys(s.layers[5]))
println(s.layers[1].σ, " ", s.layers[1].stride, " ", s.layers[5].ϵ)

# loadmodel! from the state tree
fresh() = Chain(Conv((3, 3), 1 => 2, relu), MaxPool((2, 2)), Flux.flatten, Dense(8 => 5, tanh), BatchNorm(5), Dense(5 => 3))
m2 = fresh()
println("before: ", m2(x) == out)
Flux.loadmodel!(m2, s)
println("loadmodel!: ", m2(x) == out, " ", m2[5].μ == model[5].μ)

# a folder of .npy files
dir = tempname()
Flux.savemodel(dir, model)
for name in ["layers_1_weight", "layers_1_bias", "layers_4_weight", "layers_5_μ", "layers_5_σ²", "layers_6_bias"]
    println(name, ".npy ", isfile(joinpath(dir, name * ".npy")))
end
m3 = Flux.loadmodel(dir, fresh())
println("folder: ", m3(x) == out, " ", m3[1].weight == model[1].weight)
for (name, _) in Flux._named_arrays(model)
    rm(joinpath(dir, name * ".npy"))
end

# one .npz
npz = tempname() * ".npz"
Flux.savemodel(npz, model)
files = read_npz(npz)
println(length(files), " arrays: ", join(sort(collect(keys(files))), ", "))
m4 = Flux.loadmodel(npz, fresh())
println("npz: ", m4(x) == out, " ", all(m4[i].bias == model[i].bias for i in (1, 4, 6)))
println(typeof(files["layers_4_weight"]), " ", size(files["layers_4_weight"]))
rm(npz)

# write_npz / read_npz on their own: numbers and arrays of several types, in order
d = Dict{String,Any}("a" => Int32[1, 2, 3], "b" => [1.5 2.5; 3.5 4.5], "c" => 7, "flags" => [true, false])
p = tempname() * ".npz"
write_npz(p, d)
back = read_npz(p)
println(collect(keys(back)))
println(back["a"], " ", back["b"], " ", back["c"], " ", back["flags"])
rm(p)
