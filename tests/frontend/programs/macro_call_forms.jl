@show x
@show(x)
@time begin
    train!()
end
@assert(length(xs) == n, "bad length")
Flux.@functor Dense
Flux.@layer Chain
@info "Epoch $epoch" loss
@printf("%.3f\n", x)
@inbounds @simd for i in 1:n
    s += x[i]
end
@. y = 2x + 1
@views y = x[1:2]
@m
x = @m y
@m() + 1
@generated f(x) = x
@doc "text" f
