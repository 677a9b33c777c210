# Varargs collect the trailing arguments into a tuple; splatting spreads a collection.
count_args(args...) = length(args)
println(count_args(), " ", count_args(1), " ", count_args(1, 2, 3))
show_args(args...) = args
println(show_args(1, "a", :b))
println(show_args())

first_and_rest(x, rest...) = (x, rest)
println(first_and_rest(1))
println(first_and_rest(1, 2, 3))

# Splatting tuples, vectors, ranges and strings.
add3(a, b, c) = a + b + c
t = (1, 2, 3)
println(add3(t...))
println(add3([10, 20, 30]...))
println(add3(1, (2, 3)...))
println(count_args(1:5...))
println(show_args((:x, :y)...))

# Varargs passed on with splatting.
sum_all(xs...) = isempty(xs) ? 0 : xs[1] + sum_all(xs[2:end]...)
println(sum_all(1, 2, 3, 4))
max_of(xs...) = maximum(xs)
println(max_of(3, 9, 2))

# Typed varargs.
int_count(xs::Int...) = length(xs)
println(int_count(1, 2, 3))
