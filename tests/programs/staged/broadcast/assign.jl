# In-place broadcast assignment inside staged functions: .=, .+=, .*=, into ranges and columns; the
# caller sees the arrays changed.
function update!(x, y)
    x .= y .* 2
    return nothing
end
function accumulate!(x, y)
    x .+= y
    x .*= 0.5
    x .-= 1
    return nothing
end
function zero_middle!(x)
    x[2:3] .= 0
    return nothing
end
function set_column!(A, v)
    A[:, 2] .= v
    A[1, 1:3] .= A[1, 1:3] .+ 10
    return nothing
end
x = [1.0, 2.0, 3.0, 4.0]
update!(x, [0.5, 1.5, 2.5, 3.5])
println(x)
accumulate!(x, [1.0, 1.0, 1.0, 1.0])
println(x)
zero_middle!(x)
println(x)
A = [1.0 2.0 3.0; 4.0 5.0 6.0]
set_column!(A, [-1.0, -2.0])
println(A)
# An Int destination converts each value; an in-place update inside a staged loop.
n = [1, 2, 3]
update!(n, [4, 5, 6])
println(n)
function decay!(w, g, steps)
    for i in 1:steps
        w .-= 0.5 .* g .* w
    end
    return nothing
end
w = [8.0, -4.0]
decay!(w, [1.0, 0.5], 3)
println(w)
