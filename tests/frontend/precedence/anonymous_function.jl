# `->` binds tightly on its left and loosely on its right.
x -> x + 1
x -> y -> x * y
x -> x, y
(x, y) -> x => y
f = x -> x ? a : b
a || x -> x
x -> a = b
