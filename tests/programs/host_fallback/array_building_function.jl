# A broadcast function that builds an array from its argument: every element gets its own call
# (the compiled broadcast refuses to stage it on all elements at once, and the call runs in the
# evaluator) -- never the arrays of all elements mixed together.
feat(x) = float.([x % 3, x % 5, x % 15])
g(x) = sum(feat(x))
println(g.([3, 5, 15, 98]))
