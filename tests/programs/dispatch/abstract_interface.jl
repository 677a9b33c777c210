# An interface on an abstract type: generic code calls methods each subtype provides, and a
# fallback on the abstract type is used where a subtype does not specialize.
abstract type Animal end
struct Dog <: Animal
    name::String
end
struct Cat <: Animal
    name::String
    lives::Int
end
struct Fish <: Animal end

sound(::Dog) = "woof"
sound(::Cat) = "meow"
sound(::Animal) = "..."
legs(::Animal) = 4
legs(::Fish) = 0
name(a::Animal) = a.name
name(::Fish) = "fish"

describe(a::Animal) = "$(name(a)) says $(sound(a)) on $(legs(a)) legs"
zoo = Animal[Dog("rex"), Cat("tom", 9), Fish()]
for a in zoo
    println(describe(a))
end
println(eltype(zoo), " ", sum(legs, zoo), " ", count(a -> a isa Cat, zoo))
println([typeof(a) for a in zoo])

# Dispatch on two abstract-typed arguments (double dispatch).
meet(a::Animal, b::Animal) = "ignore"
meet(a::Dog, b::Cat) = "chase"
meet(a::Cat, b::Dog) = "hiss"
println(meet(zoo[1], zoo[2]), " ", meet(zoo[2], zoo[1]), " ", meet(zoo[1], zoo[3]))
