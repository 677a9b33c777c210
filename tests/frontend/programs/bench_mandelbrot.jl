function mandel(c::Complex{Float64}; maxiter = 80)
    z = c
    for n in 1:maxiter
        abs2(z) > 4.0 && return n - 1
        z = z^2 + c
    end
    return maxiter
end

function mandelbrot(w, h)
    img = Matrix{Int}(undef, h, w)
    for j in 1:w, i in 1:h
        c = complex(-2.0 + 3.0(j - 1) / w, -1.5 + 3.0(i - 1) / h)
        img[i, j] = mandel(c)
    end
    img
end

counts = mandelbrot(160, 120)
println(sum(counts) ÷ length(counts))
