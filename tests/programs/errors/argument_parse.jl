# parse of a malformed integer is an ArgumentError naming the bad digit (parse.jl).
println(parse(Int, "42"))
println(parse(Int, "ff", base = 16))
println(parse(Int, "4x2"))
