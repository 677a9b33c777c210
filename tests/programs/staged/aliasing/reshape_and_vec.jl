# reshape and vec share their elements with the array (decision 5): writes through either alias,
# inside compiled code and after it, are seen by the caller.
function f!(x)
    y = reshape(x, 2, 2)
    y[1, 2] = 10.0
    v = vec(y)
    v[4] = 20.0
    return y
end
x = [1.0, 2.0, 3.0, 4.0]
y = f!(x)
println(x)
println(y)
y[1] = -1.0
println(x)
function g!(A)
    v = vec(A)
    for i in 1:length(v)
        v[i] = v[i] + i
    end
    nothing
end
B = [1.0 2.0; 3.0 4.0]; g!(B); println(B)
