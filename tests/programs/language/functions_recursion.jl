# Recursion, mutual recursion and recursion through higher-order functions.
fact(n) = n <= 1 ? 1 : n * fact(n - 1)
println(fact(10), " ", fact(20))

fib(n) = n < 2 ? n : fib(n - 1) + fib(n - 2)
println([fib(k) for k in 0:10])

ackermann(m, n) = m == 0 ? n + 1 : n == 0 ? ackermann(m - 1, 1) : ackermann(m - 1, ackermann(m, n - 1))
println(ackermann(2, 3))

is_even(n) = n == 0 ? true : is_odd(n - 1)
is_odd(n) = n == 0 ? false : is_even(n - 1)
println(is_even(10), " ", is_odd(7), " ", is_even(7))

function hanoi_moves(n, from, to, via, moves)
    n == 0 && return moves
    hanoi_moves(n - 1, from, via, to, moves)
    push!(moves, (from, to))
    hanoi_moves(n - 1, via, to, from, moves)
    return moves
end
moves = hanoi_moves(3, :a, :c, :b, [])
println(length(moves), " ", moves[1], " ", moves[end])

# Recursion over nested data.
depth(x) = 0
depth(v::Vector) = 1 + maximum(depth, v; init = 0)
println(depth([1, [2, [3, []]], 4]))

# Deep but bounded recursion (the default depth limit is far above 5000).
count_down(n) = n == 0 ? 0 : 1 + count_down(n - 1)
println(count_down(5000))
