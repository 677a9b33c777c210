# Closures that read staged captures, called from a staged loop body, and a closure passed to
# sum(f, column) in each iteration; each loop is still one stablehlo.while.
function scaled_tail(x)
    scale = x[1]
    h(v) = v * scale
    t = 0.0
    for i in 2:length(x)
        t += h(x[i])
    end
    t
end
println(scaled_tail([2.0, 1.0, 3.0]))

function shifted_norms(A, c)
    out = 0.0
    for j in 1:size(A, 2)
        shift = c[j]
        out += sum(v -> (v - shift)^2, A[:, j])
    end
    out
end
println(shifted_norms([1.0 4.0; 3.0 6.0], [2.0, 5.0]))

function make_poly(c)
    p(t) = c[1] + c[2] * t + c[3] * t * t
    s = 0.0
    for k in 0:3
        s += p(k)
    end
    s
end
println(make_poly([1.0, -1.0, 0.5]))
