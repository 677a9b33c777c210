# parse reads numbers (surrounding whitespace allowed), tryparse answers nothing instead of failing;
# string(n; base, pad) writes integers in any base.
println(parse(Int, "42") + 1, " ", parse(Int, "-17"), " ", parse(Int, "  12  "), " ", parse(Int, "+5"))
println(parse(Int, "ff"; base=16), " ", parse(Int, "1010"; base=2), " ", parse(Int, "z"; base=36), " ", parse(UInt8, "200"))
println(parse(Float64, "2.5"), " ", parse(Float64, "1e-3"), " ", parse(Float64, "-0.0"), " ", parse(Float64, "12"), " ", repr(parse(Float32, "0.1")))
println(tryparse(Int, "x1"), " ", tryparse(Float64, "3"), " ", tryparse(Int, ""), " ", tryparse(Int8, "300"))
println(typeof(parse(Int8, "127")), " ", parse(Bool, "true"), " ", parse(Bool, "0"), " ", typeof(parse(Float32, "1")))
println(string(255; base=16), " ", string(5; base=2, pad=8), " ", string(-10; base=16), " ", string(7; pad=3), " ", string(0x0f; base=2))
println(string(typemax(Int64); base=36), " ", parse(Int, string(typemax(Int64); base=36); base=36) == typemax(Int64))
# Round trips of integers in base 16.
for n in (0, 1, 4095, -48879)
    h = string(n; base=16)
    print(h, "->", parse(Int, h; base=16), " ")
end
println()
