# Conversions in broadcasts: Float32.(x), Float64.(x), Int.(x) of integral floats, and
# round/floor/ceil/trunc.(Int, x) with ties to even; float.(n).
c32(x) = Float32.(x)
c64(x) = Float64.(x)
cint(x) = Int.(x)
println(c32([0.1, -2.5]), " ", c64(Float32[0.1, 3.0]), " ", cint([4.0, -2.0]))
rounds(x) = (round.(Int, x), floor.(Int, x), ceil.(Int, x), trunc.(Int, x), round.(x))
println(rounds([2.5, 3.5, -2.5, -0.5, 1.7, -1.7]))
println(rounds(Float32[0.5, 1.5, -7.25]))
tofloat(n) = (float.(n), n ./ 1, Float32.(n) ./ 2)
println(tofloat([3, -4]))
# A conversion of a comparison and of a sum back to Int.
counts(x) = (Int.(x .> 0), Float64.(x .< 0), Int(sum(x .> 0)))
println(counts([1.5, -2.0, 0.0, 3.0]))
