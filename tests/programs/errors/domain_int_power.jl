# An Int raised to a negative Int held in a variable is a DomainError (intfuncs.jl
# throw_domerr_powbysq); a float base is fine.
p = -2
println(2.0^p)
println(2^p)
