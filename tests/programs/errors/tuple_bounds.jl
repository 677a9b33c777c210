# BoundsError on a tuple: showerror's summary of a tuple is its type.
t = (1, 2.5)
println(t[2])
println(t[3])
