# A custom collection: extend Base.getindex, setindex!, length, size and iterate.
struct Ring
    items::Vector{Int}
end
Base.length(r::Ring) = length(r.items)
Base.getindex(r::Ring, i::Int) = r.items[mod1(i, length(r.items))]
Base.setindex!(r::Ring, v, i::Int) = (r.items[mod1(i, length(r.items))] = v)
r = Ring([10, 20, 30])
println(r[1], " ", r[4], " ", r[-1], " ", length(r))
r[5] = 99
println(r.items)

function Base.iterate(r::Ring, state = 1)
    state > length(r) && return nothing
    return (r[state], state + 1)
end
for x in r
    print(x, " ")
end
println()
println(collect(r), " ", sum(r), " ", [2x for x in r])

# getindex with several indices.
struct Grid
    w::Int
end
Base.getindex(g::Grid, i::Int, j::Int) = (i - 1) * g.w + j
g = Grid(4)
println(g[1, 1], " ", g[2, 3], " ", g[3, 4])
