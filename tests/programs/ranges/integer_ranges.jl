# Integer ranges a:b and a:s:b: the stop moves to the last value reached; empty ranges stay ranges.
println(1:5, " ", 1:2:9, " ", 1:2:10, " ", 10:-3:1, " ", 5:4, " ", 3:-1:4)
println(collect(1:2:10), " ", collect(10:-3:1), " ", collect(5:4))
r = 1:2:10
println(length(r), " ", first(r), " ", last(r), " ", step(r), " ", r[2], " ", r[end], " ", sum(r))
println(typeof(1:5), " ", typeof(1:2:9), " ", typeof(Int8(1):Int8(3)), " ", eltype(1:5))
println(length(5:4), " ", isempty(5:4), " ", isempty(1:1), " ", length(typemin(Int8):typemax(Int8)))
println(3 in 1:5, " ", 6 in 1:5, " ", 4 in 1:2:9, " ", 5 in 1:2:9, " ", 2.0 in 1:3, " ", 2.5 in 1:3)
println((1:10)[2:3], " ", (1:10)[3:2:9], " ", (2:2:20)[end-1], " ", (10:-1:1)[[1, 3]])
println(reverse(1:5), " ", reverse(1:3:10), " ", minimum(3:7), " ", maximum(1:2:8), " ", extrema(10:-2:1))
println(1:3 == 1:3, " ", 1:3 == [1, 2, 3], " ", 1:0 == 5:4, " ", 1:2:5 == [1, 3, 5], " ", -(1:3))
println(UInt8(1):UInt8(3), " ", sum(1:100), " ", sum(1:2:99), " ", prod(1:5))
for i in 10:-4:1
    print(i, " ")
end
println()
