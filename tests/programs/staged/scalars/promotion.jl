# Julia's numeric promotion on staged numbers: the result type shows in how println prints it.
function mixed(x32, x64, n, flags)
    a = x32[1] + x64[1]          # Float32 + Float64 -> Float64
    b = x32[1] * 2.0             # Float32 * Float64 literal -> Float64
    c = x32[1] * 2               # Float32 * Int -> Float32
    d = n[1] / n[2]              # Int / Int -> Float64
    e = n[1] + x32[2]            # Int + Float32 -> Float32
    f = flags[1] + flags[2]      # Bool + Bool -> Int
    g = flags[1] * x64[2]        # Bool * Float64 -> Float64
    h = x32[2] / n[2]            # Float32 / Int -> Float32
    k = n[1] * n[2] - 1          # stays Int
    return a, b, c, d, e, f, g, h, k
end
println(mixed(Float32[1.5, 0.25], [0.5, -3.0], [1, 2], [true, true]))
println(mixed(Float32[-2.0, 8.0], [4.0, 7.5], [7, 4], [true, false]))
# Float32 math stays Float32; an integer argument to sqrt becomes Float64.
roots(x32, n) = (sqrt(x32[1]), sqrt(n[1]), -x32[1], abs(n[2]), float(n[2]))
println(roots(Float32[6.25], [16, -3]))
# Promotion in a staged loop: the Int accumulator is widened to Float64 by the first addition.
function acc(x)
    s = 0
    for i in 1:length(x)
        s += x[i] / 2
    end
    s
end
println(acc([1, 2, 3, 4]))
