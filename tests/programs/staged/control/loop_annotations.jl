# `@inbounds`, `@simd` and `let` around or inside staged loops change nothing in the result; each
# loop is still one stablehlo.while.
function sum_inbounds(x)
    s = 0.0
    @inbounds for i in 1:length(x)
        s += x[i]
    end
    s
end
println(sum_inbounds([1.0, 2.0, 0.25]))

function dot_simd(x, y)
    s = 0.0
    @simd for i in eachindex(x)
        @inbounds s += x[i] * y[i]
    end
    s
end
println(dot_simd([1.0, 2.0, 4.0], [0.5, 0.25, 2.0]))

function doubled_sum(x)
    s = 0.0
    for i in 1:length(x)
        let y = x[i] * 2
            s += y
        end
    end
    s
end
println(doubled_sum([1.0, 2.5]))
