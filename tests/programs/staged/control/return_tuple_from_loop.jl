# Returning a tuple of staged Ints from inside (nested) staged loops, with a host tuple returned
# after them.
function find2(A, t)
    for j in 1:size(A, 2)
        for i in 1:size(A, 1)
            if A[i, j] == t
                return (i, j)
            end
        end
    end
    return (0, 0)
end
A = [1.0 2.0; 3.0 4.0]
println(find2(A, 3.0), " ", find2(A, 4.0), " ", find2(A, 5.0))
