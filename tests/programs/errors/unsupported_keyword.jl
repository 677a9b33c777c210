# A keyword the method does not declare: Julia's MethodError shows it in the signature.
resize(x; scale = 1) = x * scale
println(resize(2; scale = 3))
println(resize(2; factor = 3))
