# promote_rule(::Type{<:AbstractString}, ::Type{<:AbstractString}) = String: a vector literal
# mixing SubStrings and Strings is a Vector{String}.
sub = SubString("hello world", 1, 5)
v = [sub, "plain"]
println(v, " ", typeof(v), " ", promote_type(SubString{String}, String))
