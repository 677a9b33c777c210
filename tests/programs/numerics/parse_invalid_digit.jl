# parse reports the first character that is not a digit of the base (parse.jl).
println(parse(Int, "ff", base=16), " ", tryparse(Int, "12a"))
println(parse(Int, "12a"))
