# Scalar indexed assignment in staged code: host indices, a staged loop index, and a matrix filled
# element by element; the arrays passed in are changed, as in Julia.
function squares!(y, x)
    for i in 1:length(x)
        y[i] = x[i]^2
    end
    y[1] = -1.0
    return y
end
function table!(A)
    for j in 1:size(A, 2)
        for i in 1:size(A, 1)
            A[i, j] = 10i + j
        end
    end
    A[end, end] = 0
    return nothing
end
x = [1.0, 2.0, 3.0, 4.0]
y = zeros(4)
squares!(y, x)
println(y)
A = zeros(Int, 2, 3)
table!(A)
println(A)
