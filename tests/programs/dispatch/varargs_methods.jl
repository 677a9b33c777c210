# Varargs methods: a fixed-arity method is more specific than a varargs one, typed varargs
# restrict every trailing argument, and f(x, rest...) takes at least one argument.
count_of() = "none"
count_of(x) = "one"
count_of(xs...) = "many: $(length(xs))"
println(count_of(), " | ", count_of(1), " | ", count_of(1, 2), " | ", count_of(1, 2, 3))

total(xs::Int...) = "ints $(sum(xs; init = 0))"
total(xs::Real...) = "reals $(sum(xs; init = 0))"
println(total(1, 2), " | ", total(1, 2.5), " | ", total())

head_tail(x, rest...) = (x, rest)
println(head_tail(1), " ", head_tail(1, 2, 3))

# Forwarding varargs keeps each argument's own type for dispatch.
describe_all(xs...) = join(map(x -> string(typeof(x)), xs), ",")
forward(xs...) = describe_all(xs...)
println(forward(1, 2.0, "s", :q))

# A varargs method and splatting of a collection whose length is only known at run time.
vmax(x, xs...) = isempty(xs) ? x : max(x, vmax(xs...))
println(vmax(3), " ", vmax(3, 9, 4), " ", vmax([5, 1, 7]...))
