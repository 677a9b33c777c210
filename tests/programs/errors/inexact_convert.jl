# Converting a Float64 that is not an integer to Int is an InexactError (the constructor form).
println(Int(3.0))
println(Int(2.5))
