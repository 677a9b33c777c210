# Float32 arrays in staged loops: a Float32 accumulator stays Float32 (Float32 literals, Int
# counters promote to Float32), one assigned a Float64 product widens to Float64.
function f32sum(x)
    s = 0.0f0
    for i in 1:length(x)
        s += x[i] * i
    end
    s
end
r = f32sum(Float32[0.5, 0.25, 2.0])
println(r, " ", typeof(r))

function ema!(x, a)
    for i in 2:length(x)
        x[i] = a * x[i] + (1 - a) * x[i-1]
    end
    x
end
println(ema!(Float32[1.0, 3.0, 5.0], 0.5f0))

function widen64(x)
    s = 0.0f0
    for i in 1:length(x)
        s = s + x[i] * 0.1
    end
    s
end
r = widen64(Float32[1.0, 2.0])
println(round(r; digits=6), " ", typeof(r))
