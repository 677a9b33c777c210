# A typed global converts what is assigned to it; a String cannot become an Int
# (errorshow.jl show_convert_error, one line since the type names differ).
n_items::Int = 1
n_items = 2.0
println(n_items, " ", typeof(n_items))
n_items = "three"
