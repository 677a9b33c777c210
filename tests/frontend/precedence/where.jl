# `where` chains to the left; its right side is a comparison-level expression.
T where T
A{T} where T <: Real
A{T,S} where {T,S}
A where B where C
a + b where T
x::T where T <: S
f(x) where {T} = x
<: A where B
