# insert!, deleteat! (one index, a range, sorted indices), splice!, resize! and empty!.
v = collect(10:10:60)
insert!(v, 1, 5)
insert!(v, 8, 70)        # length + 1 appends
insert!(v, 3, 15)
println(v)
deleteat!(v, 1)
println(v)
deleteat!(v, 2:3)
println(v)
deleteat!(v, [1, 3])
println(v)
w = collect(1:6)
println(splice!(w, 2), " ", w)
println(splice!(w, 2:3), " ", w)
println(splice!(w, 1, [7, 8, 9]), " ", w)
r = [1, 2, 3]
resize!(r, 2)
println(r)
resize!(r, 5)             # the new elements are unset; only the length is certain
println(length(r), " ", r[1:2])
empty!(r)
println(r, " ", isempty(r), " ", typeof(r))
b = [true, false, true, true]
deleteat!(b, [false, true, false, true])
println(b)
