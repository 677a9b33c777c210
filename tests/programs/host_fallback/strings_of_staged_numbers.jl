# Calls on arrays that compiled code cannot express run in the evaluator, with one warning per
# function; the calls on arrays they make are still compiled one by one.
const LABELS = ("fizz", "buzz", "fizzbuzz")
# a string chosen by data (a tuple index computed from the values)
pick(y) = (a = argmax(y); a == 4 ? "number" : LABELS[a])
# string formatting of numbers the compiled code would compute
function monitor(x, e)
    total = sum(x) * e          # compiled on its own: sum on an array
    println("epoch ", lpad(e, 4), ": total = $(round(total; digits = 3))")
    return total
end
square_sum(x) = sum(x .* x)
println(pick([0.1, 0.7, 0.2, 0.0]))
println(pick([0.1, 0.2, 0.7]))
for e in 1:3
    monitor([1.0, 2.5], e)
end
println(square_sum([1.0, 2.0]))   # compiles as before
