# view(A, I...) reads and writes the parent array: assignments, .= and .+= through a view change A.
A = [1 2 3; 4 5 6]
c = view(A, :, 2)
println(c, " ", size(c), " ", length(c), " ", c[1], " ", sum(c))
c[1] = 20
println(A)
r = view(A, 1, :)
r .= 0
println(A)
v = collect(1:6)
w = view(v, 2:4)
w .+= 10
println(v, " ", w, " ", w == [12, 13, 14], " ", collect(w))
w[2:3] .= -1
println(v)
println(maximum(w), " ", [x * 2 for x in w], " ", w .* 2, " ", map(abs, w))
s = view(v, [1, 6])
fill!(s, 7)
println(v, " ", view(A, 2, 3)[], " ", parent(w) === v)
for x in view(A, 2, :); print(x, " "); end; println()
u = [5, 4, 3, 2, 1]
sort!(view(u, 2:4))
println(u, " ", maximum(view(u, 1:2)), " ", sum(abs2, view(u, 1:2)))
