# Inner constructors validate or compute fields with `new`; they replace the default constructor.
struct Interval
    lo::Float64
    hi::Float64
    function Interval(lo, hi)
        lo > hi && error("empty interval")
        return new(lo, hi)
    end
end
println(Interval(1, 2))

euclid(a, b) = b == 0 ? a : euclid(b, a % b)
struct Fraction
    num::Int
    den::Int
    function Fraction(n::Int, d::Int)
        g = euclid(n, d)
        return new(n ÷ g, d ÷ g)
    end
end
println(Fraction(6, 8), " ", Fraction(10, 5))

# An inner constructor with a single argument computing several fields.
struct Square
    side::Int
    area::Int
    Square(s) = new(s, s * s)
end
println(Square(3))

# Parametric inner constructor with explicit parameters.
struct Positive{T<:Real}
    value::T
    function Positive{T}(v) where {T<:Real}
        v > 0 || throw(ArgumentError("not positive: $v"))
        return new{T}(v)
    end
end
Positive(v::T) where {T<:Real} = Positive{T}(v)
println(Positive(3), " ", Positive(2.5), " ", Positive{Float64}(4))

# A mutable struct whose inner constructor sets defaults.
mutable struct Stack
    items::Vector{Int}
    Stack() = new(Int[])
end
s = Stack()
push!(s.items, 1, 2)
println(s.items, " ", length(s.items))
