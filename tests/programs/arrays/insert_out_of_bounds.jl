# insert! accepts positions 1 through length+1; anything else is a BoundsError on the vector.
v = [1, 2, 3]
insert!(v, 4, 4)
println(v)
insert!(v, 6, 0)
