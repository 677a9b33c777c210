# Assigning blocks: unit ranges, a reversed range, `:` rows and columns, and steps other than 1
# (a scatter); the right-hand side is converted to the array's element type.
function blocks!(y, A, v)
    y[2:3] = [20.0, 30.0]
    y[6:-1:5] = [60.0, 50.0]
    y[1:3:7] = [-1.0, -4.0, -7.0]
    A[:, 2] = v
    A[1, :] = [7, 8, 9]
    A[2:3, [1, 3]] = [1 2; 3 4]
    return nothing
end
y = collect(1.0:7.0)
A = zeros(3, 3)
blocks!(y, A, [0.5, 1.5, 2.5])
println(y)
println(A)
