# Script mode runs top-level statements in order: a method added or replaced later affects only
# the calls that run after it; globals hold the latest assignment; functions see globals at call time.
greet(x) = "hello $x"
println(greet(1))
greet(x::Int) = "hello number $x"
println(greet(1), " / ", greet("a"))
greet(x::Int) = "hi number $x"
println(greet(2))

rate = 2
scaled(v) = v * rate
println(scaled(10))
rate = 3
println(scaled(10))

const LIMIT = 5
capped(v) = min(v, LIMIT)
println(capped(9), " ", capped(1))

# A function may call one defined later, as long as it is defined before the call runs.
first_step() = second_step() + 1
second_step() = 10
println(first_step())
println(hasmethod(greet, Tuple{Int}), " ", hasmethod(greet, Tuple{Int, Int}))
