f(; dims = :) = dims
println(f() === (:))
