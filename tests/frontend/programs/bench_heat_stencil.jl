function heat_step!(unew, u, α, Δt, Δx)
    n, m = size(u)
    r = α * Δt / Δx^2
    @inbounds for j in 2:m-1, i in 2:n-1
        unew[i, j] = u[i, j] + r * (u[i+1, j] + u[i-1, j] + u[i, j+1] + u[i, j-1] - 4u[i, j])
    end
    unew[begin, :] .= unew[end, :] .= 0
    return unew
end

u = zeros(64, 64); u[32, 32] = 1.0
v = similar(u)
for t in 1:100
    heat_step!(v, u, 0.1, 0.01, 1 / 64)
    u, v = v, u
end
println("max: ", maximum(u), " sum: ", sum(u))
