# A loop whose variable is used as a size must unroll; with 3 trips it does, with 20000 (past the
# unroll limit of 10000) staging stops with a located error at the loop.
function growing(x, ::Val{N}) where {N}
    s = 0.0
    for k in 1:N
        s += sum(x[1] .* ones(k))
    end
    s
end
println(growing([2.0], Val(3)))
println(growing([1.0], Val(20000)))
