a = x > 0 ? x : zero(x)
b = c ? d : e ? f : g
c = cond ?
    yes :
    no
d = p ? 1 : 2:3
e = [x ? y : z for x in xs]
f = a ? (b ? c : d) : e
g = (x ? y : z)
h = A[i > 0 ? i : end]
k = x ? :a : :b
