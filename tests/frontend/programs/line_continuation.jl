total = a +
    b +
    c
y = f(x,
      y,
      z)
z = [1, 2,
     3]
w = (a
     + b)
v = x |>
    f
u = cond &&
    other
t = x ==
    y
s = a ?
    b :
    c
