@printf "%d items\n" n
@printf("loss = %.4f, acc = %.2f%%\n", l, 100a)
@show size(x) typeof(x)
@info "Training" epoch = e loss = round(l, digits = 3)
@warn "NaN detected"
@error "failed" exception = (e, catch_backtrace())
@assert all(isfinite, θ)
@time train!(m, data)
@debug "step" i
println(typeof(x), " ", x isa AbstractArray)
