# Julia's perf.jl pisum: the partial sum of 1/k^2 (k up to 10 000), recomputed 500 times.
function pisum()
    sum = 0.0
    for j = 1:500
        sum = 0.0
        for k = 1:10000
            sum += 1.0 / (k * k)
        end
    end
    sum
end

s = pisum()
println(s)
# pi^2/6 = 1.6449340668482264 (Float64); the tail beyond k = 10 000 is just under 1.0e-4.
println(abs(s - 1.6449340668482264) < 2.0e-4)
