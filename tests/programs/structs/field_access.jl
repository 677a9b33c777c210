# Reflection on fields: fieldnames, fieldtypes, getfield by name and index, hasfield, propertynames.
struct Particle
    pos::Tuple{Float64,Float64}
    mass::Float64
    name::String
end
p = Particle((0.0, 1.0), 2.0, "e")
println(fieldnames(Particle))
println(fieldtypes(Particle))
println(fieldcount(Particle), " ", nfields(p))
println(getfield(p, :mass), " ", getfield(p, 3), " ", getproperty(p, :pos))
println(hasfield(Particle, :mass), " ", hasfield(Particle, :charge))
println(propertynames(p))
for f in fieldnames(Particle)
    println(f, " => ", getfield(p, f))
end
# Field access chains and fields holding functions.
struct Op
    f::Function
    name::Symbol
end
ops = [Op(+, :plus), Op(*, :times)]
println([op.f(3, 4) for op in ops], " ", ops[2].name)
println(p.pos[2], " ", length(p.name))
