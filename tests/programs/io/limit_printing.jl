# Under IOContext(:limit => true) long arrays are elided to fit :displaysize: show keeps the
# first and last ten elements of a vector; text/plain keeps half a screen of rows at each end
# (with ⋮) and as many columns as fit on each side of a horizontal … (with ⋱ where both meet).
io = IOContext(stdout, :limit => true, :displaysize => (10, 80))
show(io, collect(1:100)); println()
show(io, collect(1:20)); println()
show(io, MIME("text/plain"), collect(1:100)); println()
show(io, MIME("text/plain"), [1.5 * i for i in 1:30]); println()
small = IOContext(stdout, :limit => true, :displaysize => (12, 40))
show(small, MIME("text/plain"), reshape(collect(1:400), 20, 20)); println()
# Without :limit (print, string, display in a script) nothing is elided.
println(length(string(collect(1:100))))
