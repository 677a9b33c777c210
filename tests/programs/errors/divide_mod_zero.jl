# mod by zero is a DivideError too.
function bucket(x, n)
    mod(x, n)
end
println(bucket(-7, 3))
println(bucket(5, 0))
