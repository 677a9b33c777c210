# include runs a file's statements in the current module and returns the last value.
println("before include")
v = include("include/shapes.jl")
println(v)
println(included_marker)
println(circumference(Circle(2)))
# Including again re-runs the file.
included_marker = "changed"
include("include/shapes.jl")
println(included_marker)
