# A number that does not fit the type is an OverflowError, not a wrap-around (parse.jl).
println(parse(Int8, "127"), " ", tryparse(Int8, "128"))
println(parse(UInt8, "256"))
