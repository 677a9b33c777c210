# An IOBuffer collects what print/show/write put into it; take! empties it, String(take!(io))
# makes the text.
io = IOBuffer()
print(io, "a", 1, 'c', 2.5)
println(io, " end")
show(io, "q")
show(io, 1.5f0)
write(io, " w")
text = String(take!(io))
println(repr(text), " ", length(text))
println(repr(String(take!(io))))
n = write(io, "héllo")
println(n, " ", write(io, 'x'), " ", write(io, "✓"), " ", String(take!(io)))
# sprint runs a printing function on a fresh buffer and returns the text.
println(sprint(show, [1, 2]), " ", sprint(print, :s), " ", sprint(join, ["a", "b"], "+"))
function describe(io::IO, x)
    print(io, "<", typeof(x), ":")
    show(io, x)
    print(io, ">")
end
println(sprint(describe, 'z'), " ", sprint(describe, "s"), " ", sprint(describe, 0x01))
# Building a string piece by piece.
buf = IOBuffer()
for i in 1:5
    print(buf, i, i < 5 ? "," : "")
end
println(String(take!(buf)))
println(isempty(String(take!(buf))), " ", typeof(buf))
