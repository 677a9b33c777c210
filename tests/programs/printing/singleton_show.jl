# Values of a singleton type (an immutable struct without fields) read back from their own
# spelling, so a vector of them needs no element-type prefix (typeinfo_implicit's issingletontype).
struct Duck end
Base.show(io::IO, ::Duck) = print(io, "🦆")
struct Goose end
ducks = [Duck(), Duck()]
println(ducks, " ", typeof(ducks), " ", length(ducks))
println([Goose()], " ", (Duck(), Goose()), " ", Any[Duck()], " ", [Duck() => 1])
display(ducks)
println(Duck() === Duck(), " ", "quack: $(Duck())")
