# Extending Base.show changes how println, string interpolation, repr and containers print.
struct Point
    x::Int
    y::Int
end
println(Point(1, 2))
Base.show(io::IO, p::Point) = print(io, "<", p.x, ",", p.y, ">")
println(Point(1, 2))
println("at $(Point(3, 4))")
println([Point(0, 0), Point(1, 1)])
println((Point(5, 6), 7))
println(repr(Point(8, 9)), " ", string(Point(1, 0)))
@show Point(2, 2)

# print falls back to show for structs; extending print separately is also possible.
struct Tag
    name::String
end
Base.show(io::IO, t::Tag) = print(io, "Tag(", repr(t.name), ")")
Base.print(io::IO, t::Tag) = print(io, "#", t.name)
println(Tag("julia"))
println([Tag("a")])
println("tag: $(Tag("b"))")
