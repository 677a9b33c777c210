# Tuples and several scalars carried together: Fibonacci-style swaps `a, b = b, a + b`, a
# running (min, max) tuple, and a tuple holding an array and a number.
function fib(x)
    a, b = x[1], x[2]
    for i in 1:10
        a, b = b, a + b
    end
    a, b
end
println(fib([0.0, 1.0]))
println(fib([2.0, 1.0]))

function extrema_loop(x)
    mm = (x[1], x[1])
    for i in 2:length(x)
        mm = (min(mm[1], x[i]), max(mm[2], x[i]))
    end
    mm
end
println(extrema_loop([3.0, -1.5, 8.0, 2.0]))

function state_loop(x)
    st = (x, 0.0)
    for i in 1:3
        v, t = st
        st = (v .* 0.5, t + sum(v))
    end
    st
end
println(state_loop([4.0, 8.0]))

# Integer Fibonacci with an Int accumulator read from an array.
function ifib(v)
    a = v[1]
    b = v[2]
    for i in 1:20
        a, b = b, a + b
    end
    a
end
println(ifib([0, 1]))
