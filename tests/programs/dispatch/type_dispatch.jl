# Types are values; ::Type{T} dispatches on the type itself.
describe(::Type{Int}) = "the Int type"
describe(::Type{Float32}) = "single precision"
describe(::Type{T}) where {T<:AbstractFloat} = "a float type: $T"
describe(::Type{T}) where {T} = "some type: $T"
describe(x) = "a value of type $(typeof(x))"
println(describe(Int))
println(describe(Float32))
println(describe(Float64))
println(describe(String))
println(describe(3))

# Converting with a type argument, like convert(T, x).
make(::Type{T}, x) where {T} = T(x)
println(make(Float64, 3), " ", make(Int, 2.0), " ", make(String, "s"))
zero_of(::Type{T}) where {T<:Number} = zero(T)
println(zero_of(Int), " ", zero_of(Float64))

# Type values in collections and comparisons.
ts = (Int, Float64, String)
println(ts, " ", Int === Int64, " ", typeof(Int), " ", Int isa Type, " ", Int isa Type{Int})
println(Vector{Int} === Array{Int,1}, " ", eltype(Vector{Float32}))
