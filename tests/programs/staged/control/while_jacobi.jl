# Jacobi iteration for A x = b until the update is small: a while loop carrying the iterate (an
# array rebuilt each step by an inner for loop over rows and columns) and the step count.
function jacobi(A, b, tol)
    n = length(b)
    x = zeros(n)
    delta = Inf
    steps = 0
    while delta > tol
        xnew = copy(b)
        for i in 1:n
            for j in 1:n
                if j != i
                    xnew[i] -= A[i, j] * x[j]
                end
            end
            xnew[i] /= A[i, i]
        end
        delta = maximum(abs.(xnew .- x))
        x = xnew
        steps += 1
    end
    x, steps
end
A = [4.0 1.0 0.0; 1.0 5.0 2.0; 0.0 2.0 6.0]
x, steps = jacobi(A, [5.0, 8.0, 8.0], 1e-12)
println(round.(x; digits=9))
println(steps)
println(maximum(abs.(A * x .- [5.0, 8.0, 8.0])) < 1e-10)
