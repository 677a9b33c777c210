# A container that holds itself prints a circular-reference marker instead of recursing
# (show_circular: @-1 is the innermost container being shown, @-2 the one around it...).
a = Any[1]
push!(a, a)
println(a)
mutable struct Node
    value::Int
    next::Any
end
n = Node(1, nothing)
n.next = n
println(n)
m = Node(2, Any[])
push!(m.next, m)
println(m)
d = Dict{Any, Any}()
d[:self] = d
println(d)
display(d)
outer = Any[0]
inner = Any[outer]
push!(outer, inner)
println(outer)
