@show x y
@show(x, y)
@show (x, y)
@assert x > 0 "x must be positive"
@info "loss" epoch loss = l
@time f(x) + g(y)
@inbounds x[i] = y[i] - z
@m x -y
@m x - y
@m [a b] c
@m f (x)
@m f(x)
@views @inbounds A[:, 1] .= 0
