# argmax/argmin/findmax/findmin in staged code: ties keep the first index, a NaN wins both findmax and
# findmin (the first NaN), and a matrix answers with a CartesianIndex (column-major order).
function found(x)
    return (argmax(x), argmin(x), findmax(x), findmin(x))
end
println(found([1.0, 3.0, 3.0, -2.0, -2.0]))
println(found([1.0, NaN, 5.0, NaN]))
println(found([4, 9, 9, 1]))
println(found([1.0 7.0; 7.0 -3.0; 0.0 -3.0]))
function where_max(A)
    i = argmax(A)
    return i, A[i], i[2]
end
println(where_max([1.0 2.0; 8.0 3.0]))
