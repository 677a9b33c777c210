# Arrays inside structs: mutated in place, or replaced in a mutable struct's field, inside a staged
# loop; the caller sees the new arrays and the counter.
mutable struct Model
    W::Matrix{Float64}
    b::Vector{Float64}
    steps::Int
end
function train!(m, x, n)
    for i in 1:n
        m.W = m.W .* 0.5
        m.b .+= 1.0
        m.steps += 1
    end
    return m.W * x .+ m.b
end
m = Model([2.0 0.0; 0.0 2.0], [0.0, 0.0], 0)
println(train!(m, [1.0, 1.0], 2))
println(m.W, " ", m.b, " ", m.steps)
struct Layer
    W::Matrix{Float64}
end
bump!(l::Layer) = (l.W[1, 1] += 1; nothing)
L = Layer([1.0 2.0; 3.0 4.0])
bump!(L); bump!(L)
println(L.W)
