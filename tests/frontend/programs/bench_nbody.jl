mutable struct Body
    x::Float64; y::Float64; z::Float64
    vx::Float64; vy::Float64; vz::Float64
    mass::Float64
end

const SOLAR_MASS = 4π^2
const DAYS_PER_YEAR = 365.24

function advance!(bodies::Vector{Body}, dt::Float64)
    n = length(bodies)
    @inbounds for i in 1:n-1
        bi = bodies[i]
        for j in i+1:n
            bj = bodies[j]
            dx, dy, dz = bi.x - bj.x, bi.y - bj.y, bi.z - bj.z
            d² = dx^2 + dy^2 + dz^2
            mag = dt / (d² * √d²)
            bi.vx -= dx * bj.mass * mag
            bj.vx += dx * bi.mass * mag
        end
    end
    for b in bodies
        b.x += dt * b.vx; b.y += dt * b.vy; b.z += dt * b.vz
    end
end

energy(bodies) = sum(b -> 0.5 * b.mass * (b.vx^2 + b.vy^2 + b.vz^2), bodies)
