a.b
a.b.c
f(x).y
m.layers[1].W
x.:+
Base.Iterators.take
a.b = 1
a.b.c += 2
obj.f(x)
d.σ.(x)
(a.b).c
x.var"strange field"
