const ACTIVATIONS = [:σ, :relu, :leakyrelu, :elu, :gelu, :swish, :softplus]

σ(x) = 1 / (1 + exp(-x))
const sigmoid = σ
relu(x) = ifelse(x < 0, zero(x), x)
leakyrelu(x, a = oftype(float(x), 0.01)) = ifelse(x > 0, float(x), oftype(float(x), a * x))
elu(x, α = 1) = ifelse(x ≥ 0, float(x), @fastmath α * (exp(x) - 1))
@inline function gelu(x)
    α = oftype(x, 0.044715)
    λ = oftype(x, √(2 / π))
    h = oftype(x, 0.5)
    x * h * (1 + tanh(λ * (x + α * x^3)))
end
swish(x) = x * σ(x)
softplus(x) = ifelse(x > 0, x + log1p(exp(-x)), log1p(exp(x)))
hardtanh(x) = max(-one(x), min(one(x), x))
for f in ACTIVATIONS
    @eval $(Symbol(f, :_fast))(x) = $f(x)
end
