# Keys compare with isequal and hash alike when isequal: 1 and 1.0 are one key (the later
# assignment also replaces the stored key), 0.0 and -0.0 are two, NaN finds NaN.
d = Dict{Any,String}()
d[1] = "int"
d[1.0] = "float"
println(length(d))
println(d[1])
println(collect(keys(d)))
z = Dict(0.0 => "pos")
z[-0.0] = "neg"
println(length(z), " ", z[0.0], " ", z[-0.0])
nan = 0.0 / 0.0
n = Dict(nan => 1)
n[-nan] = 2
println(length(n), " ", n[nan])
t = Dict((1, 2) => "tuple")
println(t[(1, 2)], " ", haskey(t, (2, 1)))
s = Dict(:x => 1, :y => 2)
println(s[:y])
v = Dict([1, 2] => "vector")
println(v[[1, 2]], " ", v[[1.0, 2.0]])
println(Dict(1 => "a")[true])
di = Dict{Int,Int}()
di[2.0] = 5
println(di[2], " ", typeof(collect(keys(di))))
println(Dict("a" => 1) == Dict("a" => 1.0), " ", isequal(Dict("a" => 1), Dict("a" => 2)))
println(Dict(1 => 2)[0x01])
println(hash(1) == hash(1.0), " ", hash("ab") == hash("ab"))
