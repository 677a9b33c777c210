# VGG19 in juxla against PyTorch with the same weights (bench/vgg19/run.sh makes them with
# make_reference.py): the logits of a forward pass in test mode, then one training step's loss and
# the gradient of every parameter (Flux.withgradient of logitcrossentropy), each compared per tensor
# by relative error ||juxla - torch|| / ||torch||. Run twice: in Float64 against torch's float64 run
# (the acceptance: every tensor within 1e-3), and in Float32 against torch's float32 run, where the
# bound is 1e-3 or 3x torch's own float32-vs-float64 error of that tensor, whichever is larger
# (make_reference.py explains why float32 gradients of the early layers disagree by ~1e-2).
# usage: juxla run bench/vgg19/check.jl REFERENCE_DIR [f32|f64]  (both when not given; run.sh runs
# each in a process of its own: the two compiled training steps hold their arenas, ~10 GB together)
include("../../examples/vgg19_model.jl")

dir = ARGS[1]
load(name) = read_npy(joinpath(dir, name * ".npy"))
relerr(a, b) = sqrt(sum(abs2, Float64.(a) .- Float64.(b)) / sum(abs2, Float64.(b)))

function loaded_model(T)
    model = VGG(19)
    convs = [l for l in model[1] if l isa Conv]
    denses = [l for l in model[2] if l isa Dense]
    for (i, l) in enumerate(convs)
        copyto!(l.weight, load("conv$(i)_w"))
        copyto!(l.bias, load("conv$(i)_b"))
    end
    for (i, l) in enumerate(denses)
        copyto!(l.weight, load("dense$(i)_w"))
        copyto!(l.bias, load("dense$(i)_b"))
    end
    testmode!(model)  # Dropout off, also under the gradient: torch's model has none
    return T == Float64 ? Flux.f64(model) : model
end

forward(m, x) = m(x)
train_step(m, x, y) = Flux.withgradient(m -> Flux.logitcrossentropy(m(x), y), m)

failures = 0
function check(T)
    tag = T == Float64 ? "f64" : "f32"
    model = loaded_model(T)
    x = T.(load("x"))
    y = Flux.onehotbatch(load("labels"), 0:999)
    worst = 0.0
    function report(what, err, self)
        bound = T == Float64 ? 1e-3 : max(1e-3, 3 * self)
        worst = max(worst, err / bound)
        ok = err <= bound
        ok || (global failures += 1)
        println(rpad("$tag $what", 30), " relative error ", rpad(round(err; sigdigits = 3), 10),
                T == Float64 ? "" : " (torch's own f32 error " * string(round(self; sigdigits = 3)) * ")", ok ? "" : "  FAILS")
    end
    t = @elapsed logits = forward(model, x)
    println("$tag forward of batch $(size(x, 4)): $(round(t; digits = 2)) s (with compiling)")
    report("logits", relerr(logits, load("logits_$tag")), load("selferr_logits")[1])
    t = @elapsed (loss, grads) = train_step(model, x, y)
    println("$tag training step: $(round(t; digits = 2)) s (with compiling)")
    ref = load("loss_$tag")[1]
    report("loss", abs(loss - ref) / abs(ref), 0.0)
    g = grads[1]
    convgrads = [gl for gl in g.layers[1].layers if gl !== nothing && hasproperty(gl, :weight) && ndims(gl.weight) == 4]
    densegrads = [gl for gl in g.layers[2].layers if gl !== nothing && hasproperty(gl, :weight)]
    length(convgrads) == 16 && length(densegrads) == 3 ||
        error("expected 16 conv and 3 dense gradients, got $(length(convgrads)) and $(length(densegrads))")
    for (kind, gs) in (("conv", convgrads), ("dense", densegrads)), i in 1:length(gs)
        report("$kind$i weight gradient", relerr(gs[i].weight, load("grad_$(kind)$(i)_w_$tag")), load("selferr_$(kind)$(i)_w")[1])
        report("$kind$i bias gradient", relerr(gs[i].bias, load("grad_$(kind)$(i)_b_$tag")), load("selferr_$(kind)$(i)_b")[1])
    end
    println("$tag: worst error / bound = $(round(worst; sigdigits = 3))")
end

precisions = length(ARGS) >= 2 ? [ARGS[2] == "f64" ? Float64 : Float32] : [Float32, Float64]
foreach(check, precisions)
println(failures == 0 ? "VGG19 matches PyTorch" : "VGG19 DIFFERS from PyTorch in $failures tensors")
