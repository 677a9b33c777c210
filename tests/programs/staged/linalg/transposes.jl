# Products with transposes on either side and of products: transpose(A) * B, A' * B', (A * B)',
# v' * A * w, and a transposed matrix in a broadcast.
A = [1.0 2.0; 3.0 4.0; 5.0 6.0]
B = [1.0 0.0 2.0; -1.0 1.0 0.0]
tt(A, B) = (transpose(A) * B', A' * B', (B * A)', B' * A')
println(tt(A, B))
vaw(v, A, w) = v' * A * w
println(vaw([1.0, -1.0, 2.0], A, [0.5, 1.0]))
sym(M) = M .+ M'
println(sym([1.0 2.0; 3.0 4.0]))
gram(X) = X' * X .- X * X'
println(gram([1 2; 3 4]))
