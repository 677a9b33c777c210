# A show method for MIME"text/plain" (spelled MIME{Symbol("text/plain")}, what the string macro
# makes) changes what display writes, also for the elements of a displayed array (print_matrix
# tries the 3-argument show first); print, string and repr use the 2-argument show.
struct Temp
    kelvin::Float64
end
Base.show(io::IO, t::Temp) = print(io, "Temp(", t.kelvin, ")")
Base.show(io::IO, ::MIME{Symbol("text/plain")}, t::Temp) = print(io, "Temperature: ", t.kelvin - 273.15, " °C")
t = Temp(300.0)
println(t, " ", string(t), " ", repr(t))
display(t)
display([t, Temp(0.5)])
# show with a MIME argument writes the text/plain form to any stream.
show(stdout, MIME("text/plain"), t)
println()
show(stdout, MIME("text/plain"), [1.5, 2.0])
println()
println(sprint(show, MIME("text/plain"), Dict(:k => 1)))
println(MIME("text/plain"), " ", MIME("text/plain") == MIME("text/plain"))
