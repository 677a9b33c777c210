# Abstract types form a hierarchy; methods on abstract types are fallbacks for their subtypes.
abstract type Animal end
abstract type Mammal <: Animal end
struct Dog <: Mammal
    name::String
end
struct Cat <: Mammal
    name::String
end
struct Parrot <: Animal
    name::String
end
sound(::Animal) = "..."
sound(::Mammal) = "generic mammal noise"
sound(::Dog) = "woof"
sound(::Parrot) = "hello"
describe(a::Animal) = "$(a.name) says $(sound(a))"
for a in (Dog("Rex"), Cat("Tom"), Parrot("Polly"))
    println(describe(a))
end
println(Dog <: Mammal, " ", Dog <: Animal, " ", Parrot <: Mammal, " ", Mammal <: Animal)
println(Dog("x") isa Animal, " ", Cat("y") isa Dog)
println(supertype(Dog), " ", supertype(Mammal), " ", supertype(Animal))
println(isabstracttype(Mammal), " ", isconcretetype(Dog))
