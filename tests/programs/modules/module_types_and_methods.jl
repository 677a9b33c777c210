# A module defines types and methods; code outside adds methods with qualified names.
module Zoo
export Animal, speak
abstract type Animal end
struct Cow <: Animal end
speak(::Animal) = "..."
speak(::Cow) = "moo"
chorus(animals) = join([speak(a) for a in animals], " ")
end

using .Zoo
struct Duck <: Animal end
Zoo.speak(::Duck) = "quack"
println(speak(Duck()), " ", speak(Zoo.Cow()))
# The module's own functions dispatch to the new method.
println(Zoo.chorus([Zoo.Cow(), Duck()]))
Base.show(io::IO, ::Duck) = print(io, "🦆")
println(Duck(), " ", [Duck(), Duck()])
