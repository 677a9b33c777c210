# The carried value widens: s starts as an Int and the loop adds Float64 (or Float32) elements,
# so after the loop it is the promoted type, as Julia prints it.
function total(x)
    s = 0
    for i in 1:length(x)
        s += x[i]
    end
    s
end
r = total([1.5, 2.0, 3.0])
println(r, " ", typeof(r))
r = total([2.0, 4.0])
println(r, " ", typeof(r))
r = total(Float32[0.5, 0.25])
println(r, " ", typeof(r))
r = total([2, 4, 7])
println(r, " ", typeof(r))

# Float32 accumulator times a Float64 literal widens to Float64.
function scaled(x)
    s = 0.0f0
    for i in 1:length(x)
        s += x[i] * 0.5
    end
    s
end
r = scaled(Float32[1.0, 3.0])
println(r, " ", typeof(r))

# A counter that starts as Int and is assigned a Float64 in the loop body.
function mixed(x)
    c = 1
    for i in 1:length(x)
        c = c * x[i] + 1
    end
    c
end
println(mixed([0.5, 2.0]))
