# f!(x, x): one array passed twice is one parameter, so a write through one name is seen by the
# other, as in Julia.
function addto!(a, b)
    a .= a .+ b
    nothing
end
z = [1.0, 2.0]
addto!(z, z)
println(z)
function swapfirst!(a, b)
    t = a[1]
    a[1] = b[2]
    b[2] = t
    nothing
end
w = [1.0, 2.0, 3.0]
swapfirst!(w, w)
println(w)
u = [1.0, 2.0, 3.0]; v = [4.0, 5.0, 6.0]
swapfirst!(u, v)
println(u, " ", v)
