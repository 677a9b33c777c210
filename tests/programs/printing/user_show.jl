# A method added to Base.show is used wherever the value is shown or printed: print, string,
# interpolation, repr, inside arrays, tuples and other structs, and by display.
struct Money
    cents::Int
end
Base.show(io::IO, m::Money) = print(io, "\$", m.cents ÷ 100, ".", lpad(m.cents % 100, 2, "0"))
struct Account
    owner::String
    balance::Money
end
m = Money(1234)
println(m)
print(m, "\n")
println(string(m), " ", repr(m), " ", "total: $m", " ", sprint(show, m))
println([m, Money(5)], " ", (m, 1), " ", Account("ann", Money(99)))
display(m)
display([Money(1), Money(250)])
# print can be extended on its own.
struct Shout
    word::String
end
Base.print(io::IO, s::Shout) = print(io, uppercase(s.word), "!")
println(Shout("hey"), " ", string(Shout("x")), " ", "$(Shout("in"))")
show(Shout("raw")); println()
