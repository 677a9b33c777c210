# parse raises ArgumentError naming the offending digit and the whole input.
println(parse(Int, "123"))
println(parse(Int, "12a"))
