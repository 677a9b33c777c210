# reshape with `:` needs the length to divide evenly among the given sizes.
a = collect(1:10)
println(size(reshape(a, 5, :)))
reshape(a, 3, :)
