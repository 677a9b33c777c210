# Inside a module, `import Base: f` or Base.f(...) = ... extends Base's function for the module's types.
module Money
import Base: +, show
export Cents
struct Cents
    n::Int
end
+(a::Cents, b::Cents) = Cents(a.n + b.n)
show(io::IO, c::Cents) = print(io, c.n, "¢")
Base.zero(::Type{Cents}) = Cents(0)
Base.isless(a::Cents, b::Cents) = a.n < b.n
end
using .Money
println(Cents(3) + Cents(4))
println(sum([Cents(1), Cents(2), Cents(3)]))
println(zero(Cents), " ", max(Cents(5), Cents(2)), " ", Cents(1) < Cents(2))
