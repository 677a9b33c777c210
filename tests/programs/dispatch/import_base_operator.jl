# `import Base: +` lets a plain `+(...) = ...` definition extend Base's function.
import Base: +, length, show
struct Money
    cents::Int
end
+(a::Money, b::Money) = Money(a.cents + b.cents)
length(m::Money) = length(string(m.cents))
show(io::IO, m::Money) = print(io, "\$", m.cents ÷ 100, ".", lpad(m.cents % 100, 2, '0'))
total = Money(150) + Money(275)
println(total)
println(length(total))
println(1 + 1)
println([Money(5), Money(1000)])
