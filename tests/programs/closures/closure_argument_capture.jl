# Closures capture function arguments; reassigning the argument later is seen by the closure.
function delayed(x)
    get_x = () -> x
    x = x * 10
    return get_x()
end
println(delayed(2))
# Arguments with defaults and keywords can be captured too.
function tagger(prefix = "id"; sep = "-")
    return n -> string(prefix, sep, n)
end
println(tagger()(1), " ", tagger("x"; sep = ":")(2))
# Varargs captured as a tuple.
function bind_all(f, args...)
    return () -> f(args...)
end
println(bind_all(+, 1, 2, 3)(), " ", bind_all(string, "a", :b)())
# A closure that captures a struct argument and reads it later.
mutable struct Box
    v::Int
end
function reader(b::Box)
    return () -> b.v
end
b = Box(1)
r = reader(b)
b.v = 99
println(r())
