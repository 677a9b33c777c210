# A text/plain method changes only display; print still uses show.
struct Temp
    kelvin::Float64
end
Base.show(io::IO, t::Temp) = print(io, "Temp(", t.kelvin, ")")
Base.show(io::IO, ::MIME"text/plain", t::Temp) = print(io, t.kelvin - 273.15, " °C")
t = Temp(300.0)
println(t)
display(t)
