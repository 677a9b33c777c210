# Script mode: top-level statements run in order; println joins its arguments.
println("hello, world")
x = 1 + 2
println("x = ", x)
print("no newline")
println()
println(1, 2.5, 'c', "s", :sym, nothing, true)
