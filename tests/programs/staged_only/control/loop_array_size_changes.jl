# A loop that changes an array's size (sizes are static in compiled code): a located error.
function reduce_rows(A)
    B = A
    k = 0
    while sum(B) > 10
        B = sum(B, dims=1) ./ 4
        k += 1
    end
    B, k
end
# Keeping the size (sum with dims=1 of a 1-row matrix) compiles.
println(reduce_rows([20.0 24.0]))
println(reduce_rows([1.0 2.0; 3.0 4.0; 5.0 6.0]))
