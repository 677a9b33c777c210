f(a).g(b)
$A.@x
A.@x(y).z
f(y for x = xs; a)
@f(x) do y
    body
end
@S[a].b
@a[b][c]
@a{b}{c}
A.B.@x
A.:+
A.:.+
f.$x
f.$(x + y)
A.$B.@x
x.in
f'ᵀ
T{y for x = xs; a}
S{a, b,}
f(a,)
