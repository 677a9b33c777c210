area(s::Square) = s.side^2
area(c::Circle) = π * c.r^2
area(shapes::Vector) = sum(area, shapes)
combine(a::Int, b::Int) = a + b
combine(a::String, b::String) = a * b
combine(a, b) = (a, b)
Base.length(c::Chain) = length(c.layers)
Base.iterate(c::Chain, state = 1) = state > length(c) ? nothing : (c[state], state + 1)
