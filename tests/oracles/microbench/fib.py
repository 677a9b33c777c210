# fib.jl: Julia's perf.jl recursive fib.
import sys
sys.setrecursionlimit(10000)


def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


print(fib(0), fib(1), fib(2), fib(10))
print(fib(25))
