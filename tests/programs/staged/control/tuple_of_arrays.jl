# `for a in (x, y, z)` over a tuple of arrays of different shapes unrolls on the host (one copy of
# the body per element); the staged loop inside each copy is still a stablehlo.while.
function total_norm(x, y, z)
    s = 0.0
    for a in (x, y, z)
        s += sum(a .* a)
    end
    s
end
println(total_norm([1.0, 2.0], [3.0], [1.0 2.0; 3.0 4.0]))

function scale_all!(arrays, c)
    for a in arrays
        for i in 1:length(a)
            a[i] *= c
        end
    end
    nothing
end
u = [1.0, 2.0, 3.0]
w = [0.5 -1.0]
scale_all!((u, w), 4.0)
println(u, " ", w)

# A loop variable used as `dims` must be a host value: that loop unrolls (no stablehlo.while).
function dim_maxima(A)
    s = 0.0
    for d in 1:2
        s += maximum(sum(A, dims=d)) * d
    end
    s
end
println(dim_maxima([1.0 2.0; 3.0 4.0]))

# A loop variable used as a size (ones(k)) unrolls too.
function growing(x)
    s = 0.0
    for k in 1:3
        s += sum(x[1] .* ones(k))
    end
    s
end
println(growing([2.0]))
