# Structs holding structs and arrays; an immutable struct's array can still change.
struct Vec2
    x::Float64
    y::Float64
end
struct Segment
    from::Vec2
    to::Vec2
end
len2(s::Segment) = (s.to.x - s.from.x)^2 + (s.to.y - s.from.y)^2
s = Segment(Vec2(0, 0), Vec2(3, 4))
println(s)
println(len2(s), " ", s.to.y)

struct Polygon
    vertices::Vector{Vec2}
end
poly = Polygon([Vec2(0, 0), Vec2(1, 0)])
push!(poly.vertices, Vec2(0, 1))
println(length(poly.vertices), " ", poly.vertices[end])

mutable struct Node
    value::Int
    children::Vector{Node}
end
Node(v) = Node(v, Node[])
root = Node(1)
push!(root.children, Node(2), Node(3))
push!(root.children[1].children, Node(4))
total(n::Node) = n.value + sum(total, n.children; init = 0)
println(total(root), " ", length(root.children), " ", root.children[1].children[1].value)
