# An IOBuffer made from a string is read from its start: readline drops the line end (keep=true
# keeps it), readlines reads the rest, read(io, String) everything left, eof says when done.
io = IOBuffer("first\nsecond\r\nthird\n\nlast")
println(repr(readline(io)), " ", repr(readline(io)), " ", eof(io))
println(readlines(io), " ", eof(io), " ", repr(readline(io)))
io = IOBuffer("a\nb\n")
println(repr(readline(io; keep=true)), " ", readlines(io; keep=true))
io = IOBuffer("whole text\nof two lines")
println(repr(read(io, String)), " ", repr(read(io, String)))
total = 0
for line in eachline(IOBuffer("3\n4\n5"))
    global total += parse(Int, line)
end
println(total, " ", collect(eachline(IOBuffer("x\ny\n"))))
w = IOBuffer()
print(w, "written")
println(eof(w), " ", repr(readline(w)), " ", String(take!(w)))
