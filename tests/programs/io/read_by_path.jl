# Reading a file by its path: read(path, String), readline, readlines, eachline, open(path) and
# open(f, path) (for reading); other modes are refused.
text = read("read_by_path.txt", String)
println(repr(text))
println(readline("read_by_path.txt"))
println(readlines("read_by_path.txt"))
println(readlines("read_by_path.txt"; keep = true))
for (i, l) in enumerate(eachline("read_by_path.txt"))
    println(i, ": ", l)
end
io = open("read_by_path.txt")
println(readline(io), " | ", readline(io))
close(io)
println(open(io -> length(readlines(io)), "read_by_path.txt"))
open("read_by_path.txt", "w")
