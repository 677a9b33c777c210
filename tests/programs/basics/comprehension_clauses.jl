# Several for clauses flatten, and later clauses may use earlier variables (Julia lowers them to Iterators.flatten).
println([(i, j) for i in 1:3 for j in 1:i])
println([x for xs in [[1, -2], [3]] for x in xs if x > 0])
