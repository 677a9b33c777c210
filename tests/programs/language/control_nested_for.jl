# `for i in a, j in b` runs j fastest; `break` leaves the whole nest.
for i in 1:2, j in 1:3
    print((i, j), " ")
end
println()

found = nothing
for i in 1:5, j in 1:5
    if i * j == 6
        global found = (i, j)
        break
    end
end
println(found)

# continue moves to the next j.
function skip_diagonal(n)
    out = []
    for i in 1:n, j in 1:n
        i == j && continue
        push!(out, (i, j))
    end
    return out
end
println(skip_diagonal(2))

# The inner range may depend on the outer variable.
triangle = Vector{Int}()
for i in 1:3, j in 1:i
    push!(triangle, 10i + j)
end
println(triangle)

# Separate nested loops: break only leaves the inner one.
hits = 0
for i in 1:3
    for j in 1:3
        j > i && break
        global hits += 1
    end
end
println(hits)
