y = f(x, (a + b)
z = 1
