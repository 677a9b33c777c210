function f(x)
    x + 1
