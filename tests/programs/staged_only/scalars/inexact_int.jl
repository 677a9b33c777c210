# Int.(x) of a value that is not an integer is Julia's InexactError, checked into the error flag
# (staged only: Julia's message names the value, "InexactError: Int64(2.5)"; the staged one cannot).
counts(x) = Int.(x .* 2)
println(counts([1.0, 1.5, -3.0]))
println(counts([1.0, 1.25, -3.0]))
