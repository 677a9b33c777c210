# A self-referential mutable struct with a Union{Nothing, ...} field.
mutable struct ListNode
    value::Int
    next::Union{Nothing,ListNode}
end
function build(values)
    head = nothing
    for v in reverse(values)
        head = ListNode(v, head)
    end
    return head
end
function to_vector(node)
    out = Int[]
    while node !== nothing
        push!(out, node.value)
        node = node.next
    end
    return out
end
function reverse_list(node)
    prev = nothing
    while node !== nothing
        nxt = node.next
        node.next = prev
        prev = node
        node = nxt
    end
    return prev
end
list = build([1, 2, 3, 4])
println(to_vector(list))
list = reverse_list(list)
println(to_vector(list))
println(list.next.next.value, " ", list.next.next.next.next === nothing)
