a[i] += 1
a[i, :] .= v
a.b[i] = x
a[i][j] = y
a[end] *= 2
m.W[:, 1] .-= η .* g[:, 1]
d[k] = get(d, k, 0) + 1
x[i], x[j] = x[j], x[i]
