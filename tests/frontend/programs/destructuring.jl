a, b = 1, 2
(a, b) = (b, a)
a, (b, c) = 1, (2, 3)
(; x, y) = point
first, rest... = xs
q, r = divrem(7, 2)
for (i, (x, y)) in enumerate(zip(xs, ys)) end
