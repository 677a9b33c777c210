#!/usr/bin/env python3
"""Writes a large Julia file of model, layer, optimiser and training-loop code for the front end
parse-rate benchmark. The text is built from templates in the style of Flux model-zoo scripts and
Flux/NNlib/Optimisers library code, with varied names, sizes, Unicode identifiers, comments,
docstrings, interpolated strings, macros, broadcasting, comprehensions and matrix literals.
Deterministic for a given --seed.

usage: gen_corpus.py --out FILE [--megabytes 10] [--seed 1]
"""
import argparse
import random

ACTS = ['relu', 'σ', 'tanh', 'gelu', 'elu', 'swish', 'leakyrelu', 'softplus', 'identity']
GREEK = ['α', 'β', 'γ', 'δ', 'ϵ', 'η', 'θ', 'λ', 'μ', 'ρ', 'τ', 'ϕ', 'ω']
NOUNS = ['encoder', 'decoder', 'head', 'stem', 'block', 'proj', 'gate', 'mixer', 'embed', 'critic',
         'actor', 'policy', 'value', 'attn', 'norm', 'pool', 'readout', 'trunk']


class Gen:
    def __init__(self, seed):
        self.r = random.Random(seed)
        self.n = 0

    def uid(self, base):
        self.n += 1
        return f'{base}{self.n}'

    def size(self):
        return self.r.choice([16, 32, 64, 84, 120, 128, 256, 300, 512, 784, 1024])

    def act(self):
        return self.r.choice(ACTS)

    def greek(self):
        return self.r.choice(GREEK)

    def flt(self, f32=True):
        v = self.r.choice(['1', '3', '5', '0.1', '0.5', '0.9', '0.99', '0.999', '2.5'])
        e = self.r.choice(['', 'e-3', 'e-4', 'e-8'])
        if f32:
            return (v if '.' in v else v + '.0') + ('f0' if not e else '') if not e else v + 'f' + e[1:]
        return v + e

    # --- templates -------------------------------------------------------------------------
    def layer(self):
        name = self.uid(self.r.choice(['Dense', 'Affine', 'Linear', 'Projection', 'Bilinear']))
        g = self.greek()
        return f'''"""
    {name}(in => out, σ = identity; bias = true)

A fully connected layer: `y = σ.(W * x .+ b)`. Weights are `out × in`.
"""
struct {name}{{F, M<:AbstractMatrix, B}}
    weight::M
    bias::B
    σ::F
    function {name}(W::M, bias = true, σ::F = identity) where {{M<:AbstractMatrix, F}}
        b = create_bias(W, bias, size(W, 1))
        new{{F,M,typeof(b)}}(W, b, σ)
    end
end

function {name}((in, out)::Pair{{<:Integer, <:Integer}}, σ = identity;
               init = glorot_uniform, bias = true)
    {name}(init(out, in), bias, σ)
end

Flux.@layer {name}

function (a::{name})(x::AbstractVecOrMat)
    {g} = NNlib.fast_act(a.σ, x)  # replaces tanh => tanh_fast, etc
    xT = _match_eltype(a, x)
    return {g}.(a.weight * xT .+ a.bias)
end

(a::{name})(x::AbstractArray) = reshape(a(reshape(x, size(x, 1), :)), :, size(x)[2:end]...)

function Base.show(io::IO, l::{name})
    print(io, "{name}(", size(l.weight, 2), " => ", size(l.weight, 1))
    l.σ == identity || print(io, ", ", l.σ)
    l.bias == false && print(io, "; bias=false")
    print(io, ")")
end

'''

    def activation(self):
        name = self.uid(self.r.choice(['act', 'hard_σ', 'smooth_relu', 'mish', 'celu']))
        a = self.flt(False)
        return f'''# Activation `{name}`, elementwise; broadcast it with `{name}.(x)`.
@inline {name}(x) = ifelse(x > 0, x, oftype(float(x), {a}) * (exp(x) - 1))
{name}(x::AbstractArray) = {name}.(x)
∇{name}(Δ, x) = Δ .* ifelse.(x .> 0, one.(x), oftype.(float.(x), {a}) .* exp.(x))

'''

    def loss(self):
        name = self.uid(self.r.choice(['mse', 'huber', 'crossentropy', 'kldivergence', 'hinge']))
        return f'''function {name}(ŷ, y; agg = mean, ϵ = epseltype(ŷ), dims = 1)
    _check_sizes(ŷ, y)
    δ = ŷ .- y
    l = @. ifelse(abs(δ) < 1, 0.5f0 * δ^2, abs(δ) - 0.5f0)
    reg = sum(abs2, ŷ; dims = dims) ./ size(ŷ, dims)
    return agg(l) + ϵ * sum(reg)
end

'''

    def model(self):
        name = self.uid(self.r.choice(NOUNS))
        sizes = [self.size() for _ in range(self.r.randint(2, 6))]
        layers = [f'Dense({a} => {b}, {self.act()})' for a, b in zip(sizes, sizes[1:])]
        if self.r.random() < 0.4:
            layers.insert(0, f'Conv((3, 3), 3 => {self.size()}, {self.act()}; pad = 1)')
            layers.insert(1, 'MaxPool((2, 2))')
            layers.insert(2, 'Flux.flatten')
        if self.r.random() < 0.5:
            layers.append(f'Dropout({self.r.choice(["0.1", "0.25", "0.5"])})')
        body = ',\n        '.join(layers)
        return f'''function build_{name}(; nclasses = {self.r.choice([2, 10, 100, 1000])}, imgsize = (28, 28, 1))
    return Chain(
        {body},
        Dense({sizes[-1]} => nclasses),
    )
end

'''

    def training_loop(self):
        name = self.uid('train_')
        η = self.flt()
        return f'''function {name}(model, data; epochs = {self.r.randint(1, 100)}, η = {η}, device = cpu)
    opt_state = Flux.setup(Adam(η), model)
    losses = Float32[]
    for epoch in 1:epochs
        for (x, y) in data
            x, y = device(x), device(y)
            loss, grads = Flux.withgradient(model) do m
                ŷ = m(x)
                Flux.logitcrossentropy(ŷ, y)
            end
            if !isfinite(loss)
                @warn "loss is $loss on epoch $epoch" maxlog = 1
                continue
            end
            Flux.update!(opt_state, model, grads[1])
            push!(losses, loss)
        end
        acc = mean(onecold(model(x)) .== onecold(y) for (x, y) in data)
        epoch % 10 == 0 && @info "epoch $(epoch)/$(epochs)" loss = losses[end] acc = round(100acc; digits = 2)
    end
    return model, losses
end

'''

    def optimiser(self):
        name = self.uid('Rule')
        b1, b2 = self.r.choice(['0.9', '0.95']), self.r.choice(['0.999', '0.99'])
        return f'''struct {name}{{T}} <: AbstractRule
    eta::T
    beta::Tuple{{T,T}}
    epsilon::T
end
{name}(η = 1f-3, β = ({b1}f0, {b2}f0), ϵ = 1f-8) = {name}{{typeof(η)}}(η, β, ϵ)

init(o::{name}, x::AbstractArray{{T}}) where T = (zero(x), zero(x), T.(o.beta))

function apply!(o::{name}, state, x::AbstractArray{{T}}, dx) where T
    η, β, ϵ = T(o.eta), T.(o.beta), T(o.epsilon)
    mt, vt, βt = state
    @. mt = β[1] * mt + (1 - β[1]) * dx
    @. vt = β[2] * vt + (1 - β[2]) * abs2(dx)
    dx′ = @. mt / (1 - βt[1]) / (sqrt(vt / (1 - βt[2])) + ϵ) * η
    return (mt, vt, βt .* β), dx′
end

'''

    def kernel(self):
        name = self.uid('matmul_')
        return f'''function {name}(C::Matrix{{Float32}}, A::Matrix{{Float32}}, B::Matrix{{Float32}})
    m, k = size(A); k2, n = size(B)
    @assert k == k2 "inner dimensions differ: $k vs $k2"
    fill!(C, 0f0)
    @inbounds for j in 1:n, p in 1:k
        b = B[p, j]
        @simd for i in 1:m
            C[i, j] += A[i, p] * b
        end
    end
    return C
end

'''

    def data(self):
        name = self.uid('Loader')
        return f'''mutable struct {name}{{D,R<:AbstractRNG}}
    data::D
    batchsize::Int
    nobs::Int
    shuffle::Bool
    indices::Vector{{Int}}
    rng::R
end

{name}(data; batchsize = {self.r.choice([16, 32, 64, 128])}, shuffle = true, rng = Random.default_rng()) =
    {name}(data, batchsize, numobs(data), shuffle, collect(1:numobs(data)), rng)

function Base.iterate(d::{name}, i = 0)
    i >= d.nobs && return nothing
    d.shuffle && i == 0 && shuffle!(d.rng, d.indices)
    nexti = min(i + d.batchsize, d.nobs)
    ids = d.indices[i+1:nexti]
    return getobs(d.data, ids), nexti
end

Base.length(d::{name}) = cld(d.nobs, d.batchsize)

'''

    def constants(self):
        g1, g2 = self.greek(), self.greek()
        rows = '; '.join(' '.join(self.r.choice(['0.1', '-0.2', '0.3', '1', '0', '-1']) for _ in range(3))
                         for _ in range(3))
        return f'''#= Hyper-parameters of run {self.n}: #= nested =# tuned by hand =#
const {g1}_{self.n} = {self.flt()}
const {g2}₂_{self.n} = {self.flt(False)}
const kernel_{self.n} = Float32[{rows}]
const schedule_{self.n} = [{", ".join(str(self.r.randint(1, 999)) for _ in range(8))}]
const sizes_{self.n} = (in = {self.size()}, hidden = {self.size()}, out = {self.r.randint(2, 20)})
ŷ_{self.n} = [x^2 + 2x + 1 for x in -1.0:0.5:1.0 if x != 0]
msg_{self.n} = "config $(sizes_{self.n}.in)→$(sizes_{self.n}.out) with η = $({g1}_{self.n})"

'''

    def chunk(self):
        t = self.r.choice([self.layer, self.activation, self.loss, self.model, self.model,
                           self.training_loop, self.optimiser, self.kernel, self.data,
                           self.constants, self.constants])
        return t()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--out', required=True)
    ap.add_argument('--megabytes', type=float, default=10.0)
    ap.add_argument('--seed', type=int, default=1)
    args = ap.parse_args()
    g = Gen(args.seed)
    target = int(args.megabytes * 1_000_000)
    parts = ['# Generated by bench/frontend/gen_corpus.py: model, layer and training code for the\n'
             '# front end parse-rate benchmark. Not meant to run.\n\n'
             'using Flux, NNlib, Optimisers, Statistics, Random\n'
             'using Flux: onecold, onehotbatch, glorot_uniform\n\n']
    size = len(parts[0].encode())
    module = 0
    while size < target:
        module += 1
        text = f'module Models{module}\n\nusing ..Flux\nexport build_model\n\n'
        text += ''.join(g.chunk() for _ in range(20)) + f'end # module Models{module}\n\n'
        parts.append(text)
        size += len(text.encode())
    with open(args.out, 'w', encoding='utf-8') as f:
        f.write(''.join(parts))
    print(f'{args.out}: {size / 1e6:.2f} MB in {module} modules')


if __name__ == '__main__':
    main()
