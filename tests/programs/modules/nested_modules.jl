# Modules inside modules, qualified names through several levels, and relative using.
module Outer
export outer_fn
outer_fn() = "outer"
module Inner
export inner_fn
inner_fn() = "inner"
const DEPTH = 2
end
using .Inner
call_inner() = inner_fn() * "!"
end

using .Outer
println(outer_fn())
println(Outer.call_inner())
println(Outer.Inner.inner_fn(), " ", Outer.Inner.DEPTH)
using .Outer.Inner
println(inner_fn())
println(parentmodule(Outer.Inner) === Outer)
