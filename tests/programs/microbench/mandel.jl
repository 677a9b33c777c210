# Julia's perf.jl mandelperf on Float64 pairs: escape-time counts (at most 80 iterations) over the
# grid re = -2.0:0.1:0.5, im = -1.0:0.1:1.0. Grid points are k/10 so they are exact roundings.
function mandel(cr, ci)
    zr = cr
    zi = ci
    maxiter = 80
    for n = 1:maxiter
        if zr * zr + zi * zi > 4.0
            return n - 1
        end
        zr, zi = zr * zr - zi * zi + cr, zr * zi + zi * zr + ci
    end
    return maxiter
end

function mandelperf()
    counts = Int[]
    for i = -10:10, r = -20:5
        push!(counts, mandel(r / 10, i / 10))
    end
    counts
end

counts = mandelperf()
println(length(counts))
println(sum(counts))
println(mandel(0.0, 0.0), " ", mandel(-2.0, -1.0), " ", mandel(0.3, 0.5))
println(counts[1:13])
