# Functions that build and return closures: adders, composition, currying, accumulators.
make_adder(n) = x -> x + n
add5 = make_adder(5)
add10 = make_adder(10)
println(add5(1), " ", add10(1), " ", add5(add10(0)))

compose(f, g) = x -> f(g(x))
inc_then_double = compose(x -> 2x, x -> x + 1)
println(inc_then_double(3))

curry(f) = a -> b -> f(a, b)
cplus = curry(+)
println(cplus(2)(3), " ", map(cplus(100), [1, 2]))

function accumulator()
    total = 0
    return x -> (total += x)
end
acc = accumulator()
acc(10)
acc(5)
println(acc(0))

# Closures in a collection, each with its own captured state.
multipliers = [k -> k * m for m in 1:3]
println([f(10) for f in multipliers])
# A closure capturing an argument and a local computed from it.
function scaler(factor)
    inv = 1 / factor
    return (x -> x * factor, x -> x * inv)
end
up, down = scaler(4)
println(up(2), " ", down(2))
