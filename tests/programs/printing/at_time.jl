# @time prints the elapsed time (and allocations) on one line, then returns the value;
# @elapsed returns seconds as a Float64.
function work(n)
    s = 0.0
    for i in 1:n
        s += sqrt(i)
    end
    return s
end
r = @time work(1000)
println(round(r; digits=3))
t = @elapsed work(10)
println(t isa Float64, " ", t >= 0.0)
v = @time [i^2 for i in 1:10]
println(v[end])
