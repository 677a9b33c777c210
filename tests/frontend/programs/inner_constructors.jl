struct Positive
    x::Float64
    function Positive(x)
        x > 0 || error("not positive")
        new(x)
    end
end
struct Pair2{A,B}
    a::A
    b::B
    Pair2(a::A, b::B) where {A,B} = new{A,B}(a, b)
end
mutable struct Node
    next::Union{Node,Nothing}
    Node() = new(nothing)
end
struct Dense2
    W
    b
    Dense2(in::Integer, out::Integer) = new(randn(out, in), zeros(out))
end
