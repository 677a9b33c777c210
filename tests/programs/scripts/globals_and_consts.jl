# Script mode: statements run in order; globals, const globals and functions defined later.
const N = 5
const GREETING = "hi"
counter = 0
function step!()
    global counter += N
end
step!()
step!()
println(counter)
println(GREETING, " ", N * 2)
# A function may call a function that is defined later, as long as it exists when called.
early() = later() + 1
later() = 41
println(early())
# Reassigning a global changes what functions see.
rate = 0.5
apply_rate(x) = x * rate
println(apply_rate(10))
rate = 2
println(apply_rate(10))
# Redefining a method replaces it for subsequent calls.
version() = 1
println(version())
version() = 2
println(version())
# Typed globals convert on assignment.
limit::Int = 3
limit = 4.0
println(limit, " ", typeof(limit))
