# A parametric struct whose type parameter changes in a staged loop (P{Int64} before, P{Float64}
# after an iteration): its structure must not change (decision 6), so a located error.
struct P{T}
    v::T
end
function accumulate_p(x)
    p = P(0)
    for i in 1:length(x)
        p = P(p.v + x[i])
    end
    p.v
end
# A plain Float64 accumulator compiles (the test runner needs one compiled call).
function accumulate_plain(x)
    v = 0.0
    for i in 1:length(x)
        v = v + x[i]
    end
    v
end
println(accumulate_plain([1.5, 2.0]))
println(accumulate_p([1.5, 2.0]))
