# Two methods match and neither is more specific: Julia's ambiguity MethodError lists both and
# suggests the method that would resolve it (errorshow.jl showerror_ambiguous).
combine(x::Int, y) = "int first"
combine(x, y::Int) = "int second"
println(combine(1, 2.0))
println(combine(1.0, 2))
println(combine(1, 2))
