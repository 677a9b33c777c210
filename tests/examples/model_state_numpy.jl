# Saves a model with known weights as .npz and as a folder of .npy files under $OUTDIR, and prints
# each array the way model_state_numpy.py prints what NumPy reads from those files.
using Flux

model = Chain(Dense(reshape(Float32.(1:40) ./ 8, 5, 8), Float32.(1:5) ./ 4, relu), BatchNorm(5), Dense(5 => 2))
model[3].weight .= reshape(Float32.(-10:-1) ./ 16, 2, 5)
model[3].bias .= [0.5f0, -0.25f0]
out = ENV["OUTDIR"]
Flux.savemodel(joinpath(out, "model.npz"), model)
Flux.savemodel(joinpath(out, "model"), model)
for (name, x) in Flux._named_arrays(model)
    # NumPy sees the Julia array of size (a, b) as C-order shape (b, a) with the same bytes.
    println(name, " ", eltype(x), " ", Tuple(reverse(collect(size(x)))), " ", join(vec(x), " "))
end
