# `.` field access binds tighter than everything but brackets and calls chain with it.
a.b.c
a.b^2
-a.b
a.b'
a'.b
a.b[1].c(x)
f(x).y
a.b.c::T
2a.b
a.b(c).d
