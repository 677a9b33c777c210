# Functions that build functions: captured arguments, composition, partial application,
# and closures stored and passed around as values.
adder(n) = x -> x + n
multiplier(n) = x -> x * n
add3 = adder(3)
times4 = multiplier(4)
println(add3(1), " ", times4(5), " ", (add3 ∘ times4)(2), " ", (times4 ∘ add3)(2))

compose_all(fs...) = x -> foldl((acc, f) -> f(acc), fs; init = x)
pipeline = compose_all(adder(1), multiplier(10), string)
println(pipeline(4), " ", typeof(pipeline(4)))

# A closure capturing another closure and a mutable accumulator.
function memoize(f)
    cache = Dict{Int, Int}()
    calls = Ref(0)
    g = function (n)
        haskey(cache, n) && return cache[n]
        calls[] += 1
        cache[n] = f(n)
    end
    return g, calls
end
square_slow(n) = n * n
msq, calls = memoize(square_slow)
println([msq(k) for k in (2, 3, 2, 2, 3, 4)], " ", calls[])

# Closures as arguments to higher-order Base functions.
threshold = 10
big_ones = filter(x -> x > threshold, [5, 15, 25, 8])
println(big_ones, " ", map(x -> x ÷ 5, big_ones), " ", any(x -> x > 20, big_ones), " ", all(iseven, big_ones))
println(sort([3, -7, 5, -1]; by = abs), " ", findfirst(x -> x < 0, [3, -7, 5]), " ", count(>(0), [3, -7, 5]))
