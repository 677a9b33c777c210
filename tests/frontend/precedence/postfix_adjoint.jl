# Postfix `'` binds tightest, after calls, indexing and field access.
a'
a''
a'b
a' * b
a'[1]
f(x)'
a.b'
A' \ b
x'x
[a' b']
