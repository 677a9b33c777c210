x^y^z
begin x end::T
a::b::c
a->b
(a, b)->c
(a; b = 1)->c
x::T->c
$a->b
(x where T)->c
((x::T) where T)->c
<: x
<: <: x
<: A where B
x where {T,S,}
x where {T S}
x where T<:S
&a
::a
$$a
