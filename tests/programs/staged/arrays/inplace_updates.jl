# In-place updates of arguments in staged code, seen by the caller afterwards: copyto! (a shorter
# source fills the first positions in linear order, converting Int to Float64), reverse!, fill!,
# `+=` on an element and `.+=` on the whole array.
function update!(Y, y, x)
    copyto!(Y, x)
    reverse!(y)
    y[2] += x[1]
    y .+= 1
    return nothing
end
function reset!(y, v)
    fill!(y, v)
    return y
end
Y = [1.0 2.0; 3.0 4.0]
y = [7.0, 8.0, 9.0]
update!(Y, y, [5, 6, 7])
println(Y)
println(y)
println(reset!(y, 2))
println(y)
