# Loops that write arrays element by element: the arrays are carried by the stablehlo.while and
# the caller sees the writes.
function squares!(y, x)
    for i in 1:length(x)
        y[i] = x[i] * x[i] + i
    end
    nothing
end
x = [1.0, -2.0, 0.5, 3.0]
y = zeros(4)
squares!(y, x)
println(y)
println(x)

# In place on its own argument, reading a neighbour written in an earlier iteration.
function smooth!(x)
    for i in 2:length(x)
        x[i] = (x[i] + x[i-1]) / 2
    end
    x
end
println(smooth!([4.0, 0.0, 8.0, 2.0]))
