@show x
@show x y
@info "epoch" epoch loss = round(l, digits = 4)
@assert size(W, 2) == length(x) "shape mismatch"
@time train!(model, data)
@. y = σ(W * x + b)
@views y[1:2] .= x[3:4]
@inbounds @simd for i in eachindex(a)
    a[i] *= 2
end
@printf("%.3f\n", val)
Flux.@layer Dense trainable = (weight,)
Flux.@functor MLP
@kwdef struct Opts
    n::Int = 1
end
x = @fastmath a * b
v = [@sprintf("%d", i) for i in 1:3]
@m(a, b)(c)
@__LINE__
