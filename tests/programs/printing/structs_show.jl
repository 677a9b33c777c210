# The default show of a struct: its type, then each field shown with no type context.
struct Point
    x::Int
    y::Float64
end
struct Labeled
    name::String
    tag::Symbol
    scale::Float32
end
struct Wrapper{T}
    value::T
end
mutable struct Counter
    n::Int
end
struct Duck end
p = Point(1, 2.0)
println(p, " ", repr(p), " ", string(p), " ", "p = $p")
println(Labeled("a\"b", :t, 1.5f0))
println(Wrapper(3), " ", Wrapper("s"), " ", Wrapper(Point(0, -1.5)), " ", Wrapper((1, 2)))
println(Counter(0), " ", Duck(), " ", typeof(Duck()), " ", typeof(Wrapper(1.0)))
# In a vector a concrete struct type is named once in front; singletons need no prefix.
println([Point(1, 2.0), Point(3, 4.0)], " ", [Duck(), Duck()], " ", Any[Duck(), p])
println((p, Duck()), " ", p => Wrapper(:w), " ", [Wrapper(1)])
c = Counter(5)
c.n += 1
println(c, " ", c.n)
