# Making arrays inside staged code: zeros/ones/fill with element types and sizes taken from the
# arguments, fill with a staged value, similar and zero of a staged array, copy (a new array: writes
# to it leave the argument alone), and vector literals of staged numbers.
function made(x)
    n = length(x)
    a = zeros(n)
    b = ones(Float32, 2, n)
    c = fill(x[2], 2, 2)
    d = similar(x)
    d .= x .+ 1
    e = zero(x)
    f = copy(x)
    f[1] = 100.0
    g = [x[1], x[3], 7.0]
    h = fill(3, size(x))
    return a, b, c, d, e, f, g, h, zeros(Int, 2)
end
x = [1.5, 2.5, 3.5]
for v in made(x)
    println(v)
end
println(x)
