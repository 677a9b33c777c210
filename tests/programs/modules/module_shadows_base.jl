# Inside a module, defining a function with the name of a Base function that the module has not
# used yet makes a new function of the module (Julia's rule); Base's stays intact outside.
module Stats
sum(xs) = "Stats.sum of $(length(xs))"
total(xs) = sum(xs)
end
println(Stats.sum([1, 2, 3]))
println(Stats.total([1, 2]))
println(sum([1, 2, 3]))
println(Stats.sum === sum)

# Extending Base's function instead needs the qualified name.
module Geo
struct Seg
    a::Float64
    b::Float64
end
Base.length(s::Seg) = s.b - s.a
end
println(length(Geo.Seg(1.0, 4.5)), " ", length([1, 2]))
