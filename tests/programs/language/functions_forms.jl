# Long form, short form, anonymous functions, and function values.
function area(w, h)
    return w * h
end
perimeter(w, h) = 2 * (w + h)
square = x -> x * x
cube = function (x)
    x * x * x
end
println(area(3, 4), " ", perimeter(3, 4), " ", square(5), " ", cube(2))

# The last expression is the value without `return`.
function last_value(x)
    y = x + 1
    y * 2
end
println(last_value(4))

# Several methods of one function by arity.
describe() = "no arguments"
describe(a) = "one: $a"
describe(a, b) = "two: $a, $b"
println(describe())
println(describe(1))
println(describe(1, "b"))

# Functions are values: stored, passed and compared.
ops = (area, perimeter)
println([op(2, 5) for op in ops])
println(ops[1] === area)
println(typeof(area) <: Function)

# Operators are functions too.
println(+(1, 2, 3), " ", *(2, 3), " ", map(-, [1, 2]))
apply_op(op, a, b) = op(a, b)
println(apply_op(+, 2, 3), " ", apply_op(max, 2, 3))
