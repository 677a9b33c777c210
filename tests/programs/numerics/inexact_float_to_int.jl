# Int(x) of a float with a fraction is an InexactError (float.jl).
println(Int(2.0), " ", Int(-3.0))
x = 2.5
println(Int(x))
