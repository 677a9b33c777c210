# Extending arithmetic and comparison operators from Base for a new type.
struct V2
    x::Float64
    y::Float64
end
Base.:+(a::V2, b::V2) = V2(a.x + b.x, a.y + b.y)
Base.:-(a::V2) = V2(-a.x, -a.y)
Base.:-(a::V2, b::V2) = a + (-b)
Base.:*(k::Real, a::V2) = V2(k * a.x, k * a.y)
Base.:(==)(a::V2, b::V2) = a.x == b.x && a.y == b.y
a = V2(1, 2)
b = V2(3, 5)
println(a + b)
println(b - a)
println(2 * a, " ", 2a)
println(a == V2(1.0, 2.0), " ", a != b)
println(sum([a, b, a]))
# Built-in numbers still use their own methods.
println(1 + 2, " ", 2 * 3.0)
