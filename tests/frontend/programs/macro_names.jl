@a.b x
A.B.@c y
@A.B.c z
@+ x y
@! x
@__FILE__
@__DIR__
@var"weird name" x
@m[1, 2]
@m{T}
@m[a b]
@end x
@doc """
    f(x)
Docs.
""" f(x) = x
