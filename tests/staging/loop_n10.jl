# `juxla compile --entry decay` of this script and of loop_n1e6.jl must print the same module with
# one stablehlo.while: the trip count is a 0-d parameter, not unrolled.
function decay(x, n)
    for i in 1:n
        x = x .* 0.5f0 .+ 1f0
    end
    return x
end
decay(Float32[1, 2, 3], 10)
