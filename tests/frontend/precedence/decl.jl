# `::` is left associative and binds tighter than `^`; its right side may carry a `where`.
a::b::c
a::T ^ 2
a ^ b::T
x::T where T
-x::T
f(x)::T
x::Vector{T}
::T
a.b::T
x::T -> x
