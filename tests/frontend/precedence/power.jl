# `^` is right associative and binds tighter than unary minus on its left.
a ^ b ^ c
-a ^ b
-2^2
(-2)^2
2^-3
2^-x
x^-y^z
a^b * c
a * b^c
2x^2
x^2y
a .^ b .^ c
a^b'
a'^b
