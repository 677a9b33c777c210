# view, @view and @views alias their parent: writes through them change it (decision 5).
function zero_tail!(x)
    v = @view x[3:4]
    v .= 0
    @views x[1:2] .= x[1:2] .* 10
    return sum(@view x[1:3])
end
x = [1.0, 2.0, 3.0, 4.0]
println(zero_tail!(x))
println(x)
function scale_columns!(A)
    for j in 1:size(A, 2)
        c = view(A, :, j)
        c .= c .* j
    end
    A
end
A = [1.0 2.0; 3.0 4.0]
scale_columns!(A)
println(A)
function every_other!(x)
    @views x[1:2:end] .= -x[1:2:end]
    nothing
end
y = [1.0, 2.0, 3.0, 4.0, 5.0]
every_other!(y)
println(y)
