# In-place broadcasting: x .= y writes into x (converting), a[idx] .= v writes into a's places,
# and x .+= y updates x without making a new array.
x = [1.0, 2.0, 3.0]
y = x
y .= x .* 2
println(x, " ", y === x)
x .+= 1
x .-= [1, 1, 1]
println(x)
w = [1, 2, 3]
w .*= 2
w .= 7.0              # converted to Int64
println(w)
z = zeros(2, 3)
z[1, :] .= 5
z[:, 3] .= [7, 8]
z[2, 1:2] .= [-1, -2]
println(z)
v = collect(1:6)
v[v .> 3] .= 0
v[[1, 2]] .= 9
println(v)
M = zeros(Int, 2, 2)
M .= [1 2; 3 4] .+ 10
println(M)
M .= [100, 200]        # a column stretches across the columns
println(M)
