y = f(x]
