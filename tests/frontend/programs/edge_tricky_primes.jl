x in'c'
:+'y'
a +

<:
x = [1 2]'
