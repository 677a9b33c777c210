# Closures stored in structs, tuples, NamedTuples and vectors, and called from there.
struct Handler
    name::String
    run::Function
end
threshold = 3
handlers = [Handler("big", x -> x > threshold), Handler("even", iseven)]
for h in handlers
    println(h.name, ": ", filter(h.run, 1:6))
end
ops = (double = x -> 2x, square = x -> x^2)
println(ops.double(4), " ", ops.square(4), " ", [f(3) for f in ops])
table = Dict("inc" => (x -> x + 1), "neg" => (x -> -x))
println(table["inc"](1), " ", table["neg"](5))
# A mutable struct holding a closure over its own counter.
mutable struct Clock
    ticks::Int
end
function ticker(c::Clock)
    return () -> (c.ticks += 1)
end
c = Clock(0)
t = ticker(c)
t(); t(); t()
println(c.ticks)
