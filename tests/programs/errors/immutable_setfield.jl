# Assigning a field of an immutable struct is refused; a mutable struct allows it.
mutable struct Cell
    v::Int
end
struct Frozen
    v::Int
end
c = Cell(1)
c.v = 2
println(c.v)
f = Frozen(1)
f.v = 2
