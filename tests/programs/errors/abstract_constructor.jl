# An abstract type has no constructors (errorshow.jl: isabstracttype and no methods).
abstract type Model end
struct Linear <: Model end
println(Linear())
Model()
