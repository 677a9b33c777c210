# Zero-trip loops keep Julia's result: nothing the body assigns changes, so an accumulator that
# starts as Int stays Int when the loop over an empty array (a host trip count of 0) never runs.
function total(x)
    s = 0
    for i in 1:length(x)
        s += x[i]
    end
    s
end
r = total(Float64[])
println(r, " ", typeof(r))
r = total(zeros(0, 3))
println(r, " ", typeof(r))
r = total([0.5, 0.25])
println(r, " ", typeof(r))

# An empty reverse range (0:-1:1) and an empty unit range (2:1) leave the array as it was.
function clear_front!(x, y)
    for i in length(y)-1:-1:1
        x[i] = -1.0
    end
    for i in 2:length(y)
        x[i] = y[i]
    end
    x
end
println(clear_front!([1.0, 2.0], [9.0]))
println(clear_front!([1.0, 2.0, 3.0], [7.0, 8.0]))

# A while loop whose staged condition is false at the start: the carried values are unchanged.
function decay(x)
    v = x[1]
    n = 0
    while v > 100.0
        v = v * 0.5
        n += 1
    end
    v, n
end
println(decay([3.0]))
println(decay([300.0]))
