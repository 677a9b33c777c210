# Bool(x) accepts only 0 and 1 (float.jl, boot.jl).
println(Bool(1), " ", Bool(0.0), " ", Bool(1.0f0))
println(Bool(2))
