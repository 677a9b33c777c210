# trunc(T, x) checks the range: 1.0e20 does not fit an Int64 (float.jl round with RoundToZero).
println(trunc(Int, 2.7), " ", trunc(Int, -2.7), " ", trunc(Int8, 127.9))
println(trunc(Int, 1.0e20))
