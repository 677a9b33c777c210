# Julia's perf.jl recursive fib: one call per node of the call tree (242785 calls for fib(25)).
fib(n) = n < 2 ? n : fib(n - 1) + fib(n - 2)

println(fib(0), " ", fib(1), " ", fib(2), " ", fib(10))
println(fib(25))
