f(a,,b)
g(,)
