y = f(x))
