# @sprintf returns the formatted String; @printf(io, ...) writes to a stream; %s prints any value.
using Printf
s = @sprintf("%d-%s-%.2f", 7, "x", 1 / 3)
println(s, " ", length(s), " ", typeof(s))
println(@sprintf("%s|%s|%s|%s", 1.5f0, [1, 2], :sym, 'c'))
println(@sprintf("%5.1f%%", 12.345), " ", @sprintf("%x/%o", 4095, 64))
io = IOBuffer()
@printf(io, "%03d;", 5)
@printf(io, "%-4s;", "ab")
@printf(io, "%+.3e", 1234.5)
println(String(take!(io)))
# A table: fixed-width columns line up.
for (name, qty, price) in [("apple", 3, 0.5), ("kiwi", 12, 0.25), ("melon", 1, 2.75)]
    @printf("%-6s %3d %6.2f\n", name, qty, qty * price)
end
@printf("%s and %s\n", "no", "newline needed")
@printf("%d %d %d\n", 1, 2, 3)
