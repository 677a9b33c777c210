# deleteat! with a list of positions needs them sorted and unique.
v = collect(1:5)
deleteat!(v, [1, 4])
println(v)
deleteat!(v, [3, 1])
