# sum and prod with `dims` keep the reduced dims with size 1; dims=: gives a number; a tuple of dims
# reduces several; sums of Int and Bool arrays are Ints; a vector's sum with dims=1 is a 1-element vector.
function sums(A, B)
    return (sum(A), sum(A; dims=1), sum(A; dims=2), sum(A; dims=:), sum(B; dims=(1, 3)), sum(B; dims=3),
            prod(A; dims=2), prod(A))
end
function counts(x)
    return (sum(x .> 2), sum(round.(Int, x)), prod(round.(Int, x)), sum(x; dims=1))
end
A = [1.0 2.0 3.0; 4.0 5.0 6.0]
B = reshape(collect(1.0:12.0), 2, 3, 2)
for s in sums(A, B)
    println(s)
end
println(counts([1.0, 2.5, 3.0, 4.0]))
